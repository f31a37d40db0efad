import { Inject, Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import type { PostalCodeAddress } from '@school/modules/organization';
import { CONFIG, type Config } from '@school/backend/config/config';
import type { PostalCodeProvider } from './postal-code.provider.js';

/** The public Brazilian postal-code JSON (ViaCEP): unknown codes answer 200 with `erro: true` ("true" in older versions). */
const answerSchema = z.object({
  logradouro: z.string().optional(),
  bairro: z.string().optional(),
  localidade: z.string().optional(),
  uf: z.string().optional(),
  erro: z.union([z.boolean(), z.string()]).optional(),
});

/** An answer larger than this is not a postal-code record. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** The ViaCEP adapter: `POSTAL_CODE_URL` with `{cep}` replaced, within `POSTAL_CODE_TIMEOUT_MS`. */
@Injectable()
export class ViaCepPostalCodeProvider implements PostalCodeProvider {
  private readonly logger = new Logger('PostalCode');

  constructor(@Inject(CONFIG) private readonly config: Config) {}

  async lookup(cep: string): Promise<PostalCodeAddress | null> {
    const url = this.config.POSTAL_CODE_URL.replace('{cep}', encodeURIComponent(cep));
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(this.config.POSTAL_CODE_TIMEOUT_MS),
      });
      const text = await response.text();
      if (response.status !== 200 || text.length > MAX_ANSWER_BYTES) return null;
      const parsed = answerSchema.safeParse(JSON.parse(text));
      if (!parsed.success || parsed.data.erro === true || parsed.data.erro === 'true') return null;
      const { logradouro, bairro, localidade, uf } = parsed.data;
      return {
        dscCep: cep,
        dscRua: logradouro ?? '',
        dscBairro: bairro ?? '',
        dscCidade: localidade ?? '',
        dscEstado: uf ?? '',
      };
    } catch (error) {
      // Unreachable, too slow or not JSON: the same answer as an unknown code, and a line for operations.
      this.logger.warn(
        `Postal-code provider failed for ${cep}: ${(error as Error)?.message ?? String(error)}`,
      );
      return null;
    }
  }
}
