export { ConsultationForm, FAILURE_TOAST, RATE_LIMIT_TOAST } from './ConsultationForm';
export { ConsultationIsland } from './ConsultationIsland';
export { default as consultationFormIsland } from './ConsultationForm.island';
export type { ConsultationFormProps } from './ConsultationForm';
export { SuccessDialog } from './SuccessDialog';
export { ServerFormStateProvider } from './serverState';
export { submitConsultation } from './submitConsultation';
export type { SubmitResult } from './submitConsultation';
// The contract's names a story of the form needs (contract/consultation).
export { OUTCOME_MESSAGES, type ServerOutcome } from '#contract/consultation/formPost.ts';
export type { ConsultationValues } from '#contract/consultation/values.ts';
