import { notifications } from '@mantine/notifications';
import { ApiProblem, describeError } from '../../api/problem';

/**
 * After a refused save: field errors go beside their fields (through `setErrors`, with names mapped to the form's
 * when they differ), and a notification says what happened. Returns the field errors it placed.
 */
export function showSaveProblem(error: unknown, setErrors?: (errors: Record<string, string>) => void, fieldOf: (apiField: string) => string = (field) => field): Record<string, string> {
  const fieldErrors = error instanceof ApiProblem && error.status === 400 ? error.fieldErrors : {};
  if (setErrors && Object.keys(fieldErrors).length > 0) setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [fieldOf(field), message])));
  notifications.show({ color: 'red', title: 'Not saved', message: describeError(error) });
  return fieldErrors;
}
