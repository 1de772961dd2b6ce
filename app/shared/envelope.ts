// The /api envelope. responseCode 0 is success; 1 is a failure whose errorMessage is shown to the person.
export interface Envelope<T = unknown> {
  responseCode: number;
  response: T | null;
  errorMessage: string | null;
}

export const success = <T>(response: T): Envelope<T> => ({ responseCode: 0, response, errorMessage: null });
export const failure = (errorMessage: string, responseCode = 1): Envelope<null> => ({
  responseCode,
  response: null,
  errorMessage,
});
