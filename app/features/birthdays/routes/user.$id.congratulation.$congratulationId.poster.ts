// /user/{id}/congratulation/{congratulationId}/poster: the congratulation's poster as a JPEG drawn on the server
// (sharp, DejaVu fonts), for the signed-in; 404 for an unknown congratulation or a blocked person.
export { posterImageLoader as loader } from "../server/pages.server";
