export { ConsultationForm, FAILURE_TOAST, RATE_LIMIT_TOAST } from './ConsultationForm';
export { ConsultationIsland } from './ConsultationIsland';
export type { ConsultationFormProps } from './ConsultationForm';
export { SuccessDialog } from './SuccessDialog';
export { submitConsultation, toSubmission } from './submitConsultation';
export type { SubmissionInsert, SubmitResult } from './submitConsultation';
export { emptyConsultation, validateConsultation } from './validation';
export type { ConsultationErrors, ConsultationValues } from './validation';
