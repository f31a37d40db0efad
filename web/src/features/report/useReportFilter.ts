import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { MyData } from '@school/modules/identity/contracts';
import { Profile } from '@school/modules/kernel/contracts';
import { type ReportFilter, reportFilterSchema } from '@school/modules/reporting/contracts';
import { MY_DATA_KEY } from '../../shared/ownData';
import { useSession } from '../../shared/session';
import { useClassesOfUnit, useSchools, useUnitsOfSchool } from '../../shared/organization';
import { useStudentsOfClass } from './api';
import { useReportTexts } from './texts';

/** A day of the pickers (`YYYY-MM-DD`, local). */
export type Day = string | null;

export interface ReportFilterValues {
  start: Day;
  end: Day;
  school: number | null;
  unit: number | null;
  classId: number | null;
  student: number | null;
}

export interface Option {
  value: string;
  label: string;
}

/** An instant with its offset and milliseconds (the contract's ISO datetime with offset). */
const INSTANT = 'YYYY-MM-DDTHH:mm:ss.SSSZ';
/** The profiles that read the units of a school (units.read). */
const UNIT_READERS: readonly number[] = [
  Profile.Master,
  Profile.Gestor,
  Profile.Diretor,
  Profile.Coordenador,
];

/** The filter as the server takes it: the start of the first day to the end of the last one. */
export function toReportFilter(values: ReportFilterValues): ReportFilter {
  return {
    codBseEscola: values.school,
    codBseUnidade: values.unit,
    codBseTurma: values.classId,
    codBseUsuario: values.student,
    dataInicio: values.start ? dayjs(values.start).startOf('day').format(INSTANT) : null,
    dataFim: values.end ? dayjs(values.end).endOf('day').format(INSTANT) : null,
  };
}

const withOption = (options: Option[], id: number | null, label: string): Option[] =>
  id === null || options.some((o) => o.value === String(id))
    ? options
    : [...options, { value: String(id), label }];

/**
 * The report filter of every report screen (spec section 6): a Master chooses everything; a
 * Gestor's school is its own, fixed; the other profiles' school and unit are their own, fixed.
 * Choosing a school clears the unit, class and student and loads the school's units; a unit
 * clears the class and student and loads its classes; a class clears the student and loads its
 * students.
 */
export function useReportFilter() {
  const tr = useReportTexts();
  const client = useQueryClient();
  const user = useSession()?.user;
  const profile = user?.codBsePerfil ?? 0;
  const schoolFixed = profile !== Profile.Master;
  const unitFixed = schoolFixed && profile !== Profile.Gestor;
  const [values, setValues] = useState<ReportFilterValues>(() => ({
    start: null,
    end: null,
    school: schoolFixed ? (user?.codBseEscola ?? null) : null,
    unit: unitFixed ? (user?.codBseUnidade ?? null) : null,
    classId: null,
    student: null,
  }));
  const [error, setError] = useState<string | null>(null);

  const schools = useSchools(profile === Profile.Master);
  const units = useUnitsOfSchool(UNIT_READERS.includes(profile) ? values.school : null);
  const classes = useClassesOfUnit(values.unit);
  const students = useStudentsOfClass(values.classId);

  // A fixed school or unit is named by its units, or by the user's own data (the shell loads it).
  const ownSchoolName =
    units.data?.[0]?.nomEscola ?? client.getQueryData<MyData>(MY_DATA_KEY)?.nomEscola ?? tr('ownSchool');
  const options = {
    schools: withOption(
      (schools.data ?? []).map((s) => ({ value: String(s.codBseEscola), label: s.nomEscola })),
      schoolFixed ? values.school : null,
      ownSchoolName,
    ),
    units: withOption(
      (units.data ?? []).map((u) => ({ value: String(u.codBseUnidade), label: u.nomUnidade })),
      unitFixed ? values.unit : null,
      tr('ownUnit'),
    ),
    classes: (classes.data ?? []).map((c) => ({ value: String(c.codBseTurma), label: c.nomTurma })),
    students: (students.data ?? []).map((s) => ({ value: String(s.codBseUsuario), label: s.nomUsuario })),
  };

  const set = (change: Partial<ReportFilterValues>) => {
    setError(null);
    setValues((v) => ({ ...v, ...change }));
  };

  return {
    values,
    options,
    schoolFixed,
    unitFixed,
    /** The message code of the period's error, when the last check found one. */
    error,
    setStart: (start: Day) =>
      set(values.end && start && start > values.end ? { start, end: null } : { start }),
    setEnd: (end: Day) => set({ end }),
    /** A preset period: both days at once. */
    setPeriod: (period: { start: Day; end: Day }) => set(period),
    setSchool: (school: number | null) => set({ school, unit: null, classId: null, student: null }),
    setUnit: (unit: number | null) => set({ unit, classId: null, student: null }),
    setClass: (classId: number | null) => set({ classId, student: null }),
    setStudent: (student: number | null) => set({ student }),
    /** The filter to send, or null (and the error shown) when the contract refuses it. */
    check: (): ReportFilter | null => {
      const filter = toReportFilter(values);
      const parsed = reportFilterSchema.safeParse(filter);
      if (parsed.success) return filter;
      setError(parsed.error.issues[0]?.message ?? 'report.periodInvalid');
      return null;
    },
  };
}

export type ReportFilterModel = ReturnType<typeof useReportFilter>;
