export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Input, Select, Textarea } from './Controls';
export { Field, RequiredNote } from './Field';
export type { ControlProps, FieldProps } from './Field';
