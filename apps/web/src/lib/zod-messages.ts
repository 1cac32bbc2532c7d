import { installValidationMessages } from '@switchboard/contract/zod-messages';

// Field errors checked in the browser use the same people's wording as the server's. Imported
// by the code that shows zod's issues (ui/use-contract-form.ts, the create-plan prompts), so zod
// loads with forms, not with the console's first screen.
installValidationMessages();
