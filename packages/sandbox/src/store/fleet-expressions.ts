import type { SqlValue } from '../db/database.js';
import { containsPattern, type SqlPart } from './device-query.js';
import { joinBalanced } from './sql-join.js';

/**
 * The membership expression of a dynamic fleet. Neither the SPEC nor the public API fixes a
 * syntax, so the sandbox reads a small one: clauses `<field> <is|contains> <value>` joined by
 * `and` / `or` (`and` binds tighter), for example
 *
 *     hardwareId is verdin-imx8mp and name contains "Line 3"
 *
 * Fields: `deviceId`, `name`, `productFamily`, `hardwareId` (any component). Keywords are
 * case-insensitive, matching is too except for hardware ids (exact identifiers); a value with
 * spaces is written in double quotes. There are no parentheses, so an expression is never
 * nested deeper than its `or` of `and` groups; its length and clauses are bounded below.
 */
export class FleetExpressionError extends Error {
  override readonly name = 'FleetExpressionError';
}

/** The longest expression the sandbox reads, in characters. */
export const MAX_EXPRESSION_LENGTH = 4000;
/** The most clauses an expression may have. */
export const MAX_EXPRESSION_CLAUSES = 100;

type Field = 'deviceid' | 'name' | 'productfamily' | 'hardwareid';
type Operator = 'is' | 'contains';

const COLUMNS: Readonly<Record<Exclude<Field, 'hardwareid'>, string>> = {
  deviceid: 'd.device_id',
  name: 'd.name',
  productfamily: 'd.product_family',
};

const TOKEN = /"((?:[^"\\]|\\.)*)"|(\S+)/g;

function tokenize(expression: string): Array<{ text: string; quoted: boolean }> {
  const tokens: Array<{ text: string; quoted: boolean }> = [];
  for (const match of expression.matchAll(TOKEN)) {
    if (match[1] !== undefined)
      tokens.push({ text: match[1].replace(/\\(.)/g, '$1'), quoted: true });
    else tokens.push({ text: match[2] ?? '', quoted: false });
  }
  return tokens;
}

function clause(field: Field, operator: Operator, value: string, repositoryId: string): SqlPart {
  const param: SqlValue = operator === 'is' ? value : containsPattern(value);
  if (field === 'hardwareid') {
    // Hardware ids are exact identifiers; `is` compares them as such, so the index serves it.
    const comparison = operator === 'is' ? '= ?' : `LIKE ? ESCAPE '\\'`;
    return {
      sql: `d.uuid IN (SELECT c.device_uuid FROM device_components c
              WHERE c.repository_id = ? AND c.hardware_id ${comparison})`,
      params: [repositoryId, param],
    };
  }
  const comparison = operator === 'is' ? '= ? COLLATE NOCASE' : `LIKE ? ESCAPE '\\'`;
  return { sql: `${COLUMNS[field]} ${comparison}`, params: [param] };
}

/**
 * The SQL condition (over `devices d` of `repositoryId`) of an expression; throws
 * FleetExpressionError with a readable reason when it does not parse.
 */
export function fleetExpressionCondition(expression: string, repositoryId = ''): SqlPart {
  if (expression.length > MAX_EXPRESSION_LENGTH)
    throw new FleetExpressionError(
      `It is ${expression.length} characters long; an expression may have at most ${MAX_EXPRESSION_LENGTH}.`,
    );
  const tokens = tokenize(expression);
  if (tokens.length === 0) throw new FleetExpressionError('The expression is empty.');
  const groups: SqlPart[][] = [[]];
  let index = 0;
  let clauses = 0;
  for (;;) {
    const [field, operator, value] = tokens.slice(index, index + 3);
    const fieldName = field?.text.toLowerCase();
    if (!field || field.quoted || !fieldName || !isField(fieldName))
      throw new FleetExpressionError(
        `Expected a field (deviceId, name, productFamily or hardwareId) at "${field?.text ?? 'the end'}".`,
      );
    const operatorName = operator?.text.toLowerCase();
    if (!operator || operator.quoted || (operatorName !== 'is' && operatorName !== 'contains'))
      throw new FleetExpressionError(`Expected "is" or "contains" after ${field.text}.`);
    if (!value || value.text === '')
      throw new FleetExpressionError(`Expected a value after ${field.text} ${operator.text}.`);
    groups[groups.length - 1]?.push(clause(fieldName, operatorName, value.text, repositoryId));
    if (++clauses > MAX_EXPRESSION_CLAUSES)
      throw new FleetExpressionError(
        `It has more than ${MAX_EXPRESSION_CLAUSES} clauses; split it into several fleets.`,
      );
    index += 3;
    const joiner = tokens[index];
    if (!joiner) break;
    const word = joiner.quoted ? '' : joiner.text.toLowerCase();
    if (word === 'or') groups.push([]);
    else if (word !== 'and')
      throw new FleetExpressionError(`Expected "and" or "or" at "${joiner.text}".`);
    index++;
    if (index >= tokens.length)
      throw new FleetExpressionError(`Expected a clause after "${joiner.text}".`);
  }
  return joinBalanced(
    groups.map((group) => joinBalanced(group, 'AND', '1 = 1')),
    'OR',
    '1 = 0',
  );
}

function isField(name: string): name is Field {
  return (
    name === 'deviceid' || name === 'name' || name === 'productfamily' || name === 'hardwareid'
  );
}
