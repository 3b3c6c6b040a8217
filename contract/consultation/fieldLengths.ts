/**
 * Length limits of the consultation form's fields: the inputs' maxLength, validation, and the
 * CHECK constraints of supabase/migrations (which must say the same).
 */
export const FIELD_LENGTHS = { name: 120, email: 254, phone: 40, businessName: 160, message: 5000 } as const;
