export const MIN_SECRET_LENGTH: number;
export function weakSecretReason(secret: string): string | null;
