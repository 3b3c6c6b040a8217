export { Checkbox, Field, Input, Select, Textarea } from './Field';
export type { CheckboxProps, ControlProps, FieldProps } from './Field';
