export { NotSurePrompt } from './NotSurePrompt';
export type { NotSurePromptProps } from './NotSurePrompt';
