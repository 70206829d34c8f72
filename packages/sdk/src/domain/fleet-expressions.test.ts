import { describe, expect, it } from 'vitest';
import { buildFleetExpression, quoteExpressionValue } from './fleet-expressions';

describe('dynamic fleet expressions built from device fields', () => {
  it('joins the clauses that have a value with and / or', () => {
    const clauses = [
      { field: 'hardwareId', operator: 'is', value: 'verdin-imx8mp' },
      { field: 'name', operator: 'contains', value: '  ' },
      { field: 'name', operator: 'contains', value: 'Gateway' },
    ] as const;
    expect(buildFleetExpression(clauses)).toBe(
      'hardwareId is verdin-imx8mp and name contains Gateway',
    );
    expect(buildFleetExpression(clauses, 'or')).toBe(
      'hardwareId is verdin-imx8mp or name contains Gateway',
    );
    expect(buildFleetExpression([{ field: 'name', operator: 'is', value: '' }])).toBe('');
  });

  it('quotes values with spaces, quotes or keywords, escaping quotes and backslashes', () => {
    expect(quoteExpressionValue('Line 3')).toBe('"Line 3"');
    expect(quoteExpressionValue('say "hi"')).toBe('"say \\"hi\\""');
    expect(quoteExpressionValue('a\\b')).toBe('"a\\\\b"');
    expect(quoteExpressionValue('AND')).toBe('"AND"');
    expect(quoteExpressionValue('colibri-imx8x')).toBe('colibri-imx8x');
  });
});
