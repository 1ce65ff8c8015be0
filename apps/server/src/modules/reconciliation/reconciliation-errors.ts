import type { ApiErrorCode, Language } from '@giro/shared';
import { AppError } from '../../lib/app-error.ts';
import { StatementProblem } from './statements/statement-problem.ts';

/** 422 for a statement Giro cannot read: the file's line (when there is one) and the problem. */
function statementRefused(problem: StatementProblem): AppError {
  const params = (language: Language) => ({
    line: problem.line ?? '',
    problem: problem.describe(language),
  });
  return new AppError(422, problem.line === null ? 'statement_unreadable' : 'statement_invalid', {
    params,
  });
}

/** Reads a statement, turning its problem into the 422 that names it. */
export function readOrRefuse<Statement>(read: () => Statement): Statement {
  try {
    return read();
  } catch (error) {
    if (error instanceof StatementProblem) throw statementRefused(error);
    throw error;
  }
}

type LineConflict = Extract<
  ApiErrorCode,
  | 'statement_line_decided'
  | 'statement_needs_decision'
  | 'statement_line_unmatched'
  | 'statement_no_difference'
  | 'statement_debit'
>;

/** 409 for a decision the line's state does not allow (decided meanwhile, or another kind). */
export const lineConflict = (code: LineConflict) => new AppError(409, code);
