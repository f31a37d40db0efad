import { describe, expect, it } from 'vitest';
import { unbuiltReadModels } from './readiness.service.js';

const at = (n: number) => String(n).padStart(20, '0');
const READ_MODELS = [{ name: 'school-list' }, { name: 'class-list', version: 2 }];

describe('unbuiltReadModels', () => {
  it('counts every read model built while the log is empty', () => {
    expect(unbuiltReadModels(READ_MODELS, [], null)).toEqual([]);
  });

  it('waits for a read model without a checkpoint or whose checkpoint is short of the target', () => {
    const checkpoints = [{ name: 'school-list', position: at(5), version: 1 }];
    expect(unbuiltReadModels(READ_MODELS, checkpoints, at(9))).toEqual(['school-list', 'class-list']);
    expect(
      unbuiltReadModels(
        READ_MODELS,
        [...checkpoints, { name: 'class-list', position: at(9), version: 2 }],
        at(5),
      ),
    ).toEqual([]);
  });

  it('counts a read model being rebuilt for a new version as built (its old tables answer), a first build not', () => {
    const rebuilding = { name: 'class-list', position: at(3), version: 1 };
    const school = { name: 'school-list', position: at(9), version: 1 };
    expect(unbuiltReadModels(READ_MODELS, [school, rebuilding], at(9))).toEqual([]);
    expect(unbuiltReadModels(READ_MODELS, [school, { ...rebuilding, position: '' }], at(9))).toEqual([
      'class-list',
    ]);
  });
});
