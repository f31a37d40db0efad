import { useState } from 'react';
import { useQueueStatus } from '../../shared/offline';

export interface QueuedProgress {
  /** Contents seen on this device that wait to be sent. */
  vistos: ReadonlySet<number>;
  /** Each game's rounds kept on this device, not scored yet. */
  jogados: ReadonlyMap<number, number>;
  /** Chapters rated on this device. */
  avaliados: ReadonlySet<number>;
}

/**
 * The learner's writes for the class that the device's queue holds (played offline, maybe before
 * a reload), for the map and the progress to count them at once. What was once seen here stays
 * counted for the visit after it is sent (the trail read before it does not have it).
 */
export function useQueuedProgress(classId: number): QueuedProgress {
  const { waiting } = useQueueStatus();
  const [progress, setProgress] = useState<QueuedProgress & { items: ReadonlySet<string> }>(() => ({
    vistos: new Set(),
    jogados: new Map(),
    avaliados: new Set(),
    items: new Set(),
  }));
  // Adjusted while rendering when the queue changed (React's pattern for state derived from a prop).
  const [read, setRead] = useState<typeof waiting | null>(null);
  if (read !== waiting) {
    setRead(waiting);
    const fresh = waiting.filter(
      (i) =>
        !progress.items.has(i.id) && (i.dados as { codBseTurma?: number } | null)?.codBseTurma === classId,
    );
    if (fresh.length > 0) {
      const vistos = new Set(progress.vistos);
      const jogados = new Map(progress.jogados);
      const avaliados = new Set(progress.avaliados);
      for (const item of fresh) {
        const dados = item.dados as { codTrlConteudo?: number; codTrlCapitulo?: number };
        if (item.tipo === 'visto' && dados.codTrlConteudo) vistos.add(dados.codTrlConteudo);
        if (item.tipo === 'tentativa' && dados.codTrlConteudo)
          jogados.set(dados.codTrlConteudo, (jogados.get(dados.codTrlConteudo) ?? 0) + 1);
        if (item.tipo === 'avaliacao' && dados.codTrlCapitulo) avaliados.add(dados.codTrlCapitulo);
      }
      setProgress({
        vistos,
        jogados,
        avaliados,
        items: new Set([...progress.items, ...fresh.map((i) => i.id)]),
      });
    }
  }
  return progress;
}
