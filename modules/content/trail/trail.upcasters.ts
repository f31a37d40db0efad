import type { Upcasters } from '@school/modules/kernel';

/**
 * Trails created before owners were recorded (decision 0070) carry no school, author nor source:
 * they are the network's catalogue, authored (not copied).
 */
export const trailUpcasters: Upcasters = {
  TrailCreated(data) {
    if ('codBseEscola' in data) return data;
    return { ...data, codBseEscola: null, codUsuarioCriacao: null, copiedFrom: null };
  },
};
