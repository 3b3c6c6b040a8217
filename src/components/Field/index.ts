export { Checkbox, Field, Input, RequiredNote, Select, Textarea } from './Field';
export type { CheckboxProps, ControlProps, FieldProps } from './Field';
