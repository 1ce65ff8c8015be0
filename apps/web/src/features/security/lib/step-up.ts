import { ApiError } from '@/lib/api-error';

/** The person closed the step-up dialog: the change is dropped without an error message. */
export class StepUpCancelled extends Error {
  override readonly name = 'StepUpCancelled';
}

/** Asks for the second factor again and says whether it was proven. */
export type RequestStepUp = () => Promise<boolean>;

/**
 * Runs `change`; when the server answers 403 `step_up_required`, asks for the second factor and
 * runs it once more. A closed dialog throws `StepUpCancelled`.
 */
export async function withStepUp<T>(requestStepUp: RequestStepUp, change: () => Promise<T>) {
  try {
    return await change();
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'step_up_required')) throw error;
    if (!(await requestStepUp())) throw new StepUpCancelled();
    return change();
  }
}
