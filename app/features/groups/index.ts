// The groups' client-safe exports for other features: their icon glyph (the news pages hand it to the shell's
// mobile group menu). Small on purpose: whatever imports this file ships it in its first load.
export { groupsGlyph } from "./ui/icons";
