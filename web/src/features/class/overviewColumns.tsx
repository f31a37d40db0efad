import { Anchor, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { isAllowed, Profile } from '@school/modules/kernel/contracts';
import type { ClassOverview, ClassOverviewStudent } from '@school/modules/reporting/contracts';
import { formatDateTime, formatGradeOf } from '../../shared/format';
import type { Column } from '../../shared/table';
import type { useClassTexts } from './texts';

type Texts = ReturnType<typeof useClassTexts>;

/** A cell's text, a link to its screen when the viewer may open it (named by its text, then what it opens). */
function linked(text: string, to: string | null, label: string) {
  if (!to) return text;
  return (
    <Anchor component={Link} to={to} size="sm">
      {text}
      <VisuallyHidden>{` — ${label}`}</VisuallyHidden>
    </Anchor>
  );
}

/**
 * The class page's columns (issue 35): the student (name and login, first: the key column), the
 * active trail's progress (to the trail's progress page), each activity's grade or "a corrigir"
 * (to the answer sheet, for the class's Professor), and the last sign-in (to the audit console's
 * sign-ins of that login, for those who have it).
 */
export function overviewColumns(
  overview: ClassOverview | undefined,
  profile: number | undefined,
  language: string,
  tx: Texts,
): Column<ClassOverviewStudent>[] {
  const trail = overview?.trilha ?? null;
  const professor = profile === Profile.Professor;
  const audits = isAllowed('screen.auditoria', profile);
  const activities = overview?.atividades ?? [];
  return [
    {
      key: 'name',
      header: tx('students.name'),
      value: (s) => `${s.nomUsuario} ${s.cstLogin}`,
      cell: (s) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {s.nomUsuario}
          </Text>
          <Text size="xs" c="dimmed">
            {s.cstLogin}
          </Text>
        </Stack>
      ),
    },
    ...(trail
      ? [
          {
            key: 'progress',
            header: tx('students.progress'),
            align: 'right' as const,
            cell: (s: ClassOverviewStudent) =>
              linked(
                `${s.progresso ?? 0}%`,
                `/aulas/progresso/${trail.codTrlLivroTurma}`,
                tx('students.progressOf', { name: s.nomUsuario }),
              ),
          },
        ]
      : []),
    ...activities.map((a, i): Column<ClassOverviewStudent> => ({
      key: `a${a.codBseAtividade}`,
      header: a.aCorrigir
        ? tx('students.waiting', { name: a.nomAtividade, count: a.aCorrigir })
        : a.nomAtividade,
      cell: (s) => {
        const standing = s.atividades[i];
        if (!standing || standing.estado === 'semResposta') return tx('students.notAnswered');
        const text =
          standing.estado === 'nota'
            ? formatGradeOf(standing.nota, standing.maximo, language)
            : tx('students.toGrade');
        const sheet = `/atividade/respostas/${standing.estado === 'nota' ? 'editarNota' : 'respostasAluno'}`;
        return linked(
          text,
          professor
            ? `${sheet}/${a.codBseAtividade}/${s.codBseUsuario}?turma=${overview!.codBseTurma}`
            : null,
          tx('students.answerOf', { name: s.nomUsuario, activity: a.nomAtividade }),
        );
      },
    })),
    {
      key: 'lastSignIn',
      header: tx('students.lastSignIn'),
      cell: (s) =>
        s.ultimoAcesso
          ? linked(
              formatDateTime(s.ultimoAcesso),
              audits ? `/auditoria?aba=acessos&login=${encodeURIComponent(s.cstLogin)}` : null,
              tx('students.signInsOf', { name: s.nomUsuario }),
            )
          : tx('students.never'),
    },
  ];
}
