/** POST /api/verifier's answer (server/verification/service.ts): nothing about the client, nothing of the content. */
export interface VerificationAnswer {
  status: 'valid' | 'revoked';
  reference: string;
  certifiedAt: string;
  revokedAt: string | null;
  translator: { name: string; court: string };
  sourceLang: 'fr' | 'ar';
  targetLang: 'fr' | 'ar';
  documentType: string;
  pages: number;
  sha256: string;
}
