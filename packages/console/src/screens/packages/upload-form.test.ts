import { FleetValidationError } from '@fleet/sdk';
import { describe, expect, it } from 'vitest';
import { EMPTY_UPLOAD_FORM, packageUploadOf, splitList } from './upload-form';

describe('the upload form as an upload', () => {
  it('splits hardware ids on commas and spaces', () => {
    expect(splitList(' verdin-imx8mp, docker-compose  mcu-m7,,')).toEqual([
      'verdin-imx8mp',
      'docker-compose',
      'mcu-m7',
    ]);
    expect(splitList('  ')).toEqual([]);
  });

  it('trims name and version and keeps the format (BINARY by default)', () => {
    const file = new File(['x'], 'app.bin');
    expect(
      packageUploadOf({
        ...EMPTY_UPLOAD_FORM,
        file,
        name: ' app ',
        version: ' 1.0 ',
        hardwareIds: 'docker-compose',
      }),
    ).toEqual({
      file,
      name: 'app',
      version: '1.0',
      hardwareIds: ['docker-compose'],
      targetFormat: 'BINARY',
    });
  });

  it('needs a file, in the SDK catalogue words', () => {
    expect(() => packageUploadOf(EMPTY_UPLOAD_FORM)).toThrow(FleetValidationError);
    expect(() => packageUploadOf(EMPTY_UPLOAD_FORM)).toThrow('Choose a file to upload.');
  });
});
