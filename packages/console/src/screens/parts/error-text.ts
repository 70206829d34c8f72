// What a failure says to the user: SDK errors already carry readable texts (FleetApiError's
// server message or SPEC §8 summary, FleetValidationError's SPEC §5 message).
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return String(error);
}
