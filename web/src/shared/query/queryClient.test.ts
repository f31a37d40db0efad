import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { queryClient } from './queryClient';

const KEY = ['forum', 'posts', 1];

describe('queryClient', () => {
  afterEach(() => queryClient.clear());

  it('reads the screens again when the user picks another language, not when it picks the same', async () => {
    // What the server answered in pt: an erased author as "Dados removidos" (decision 0061).
    queryClient.setQueryData(KEY, [{ nomUsuario: 'Dados removidos' }]);
    await setLanguage('pt');
    expect(queryClient.getQueryState(KEY)?.isInvalidated).toBe(false);
    await setLanguage('en');
    expect(queryClient.getQueryState(KEY)?.isInvalidated).toBe(true);
  });
});
