import { Grid } from '@mantine/core';
import { Select } from '../../components/select';

type Named = { id: number; name: string };
export type TaxonomyGroup = Named & { children: Named[] };

export type TaxonomySelectProps = {
  groups: TaxonomyGroup[];
  level1: string | null;
  level2: string | null;
  /** The form's field names (focus after an error, `data-path`). */
  names: { level1: string; level2: string };
  labels: { level1: string; level2: string; all: (name: string) => string };
  errors: { level1?: React.ReactNode; level2?: React.ReactNode };
  onLevel1: (value: string | null) => void;
  onLevel2: (value: string | null) => void;
};

/** A two-level taxonomy (occupation, industry): level 1 required, level 2 optional ("all of level 1" when empty). */
export function TaxonomySelect({ groups, level1, level2, names, labels, errors, onLevel1, onLevel2 }: TaxonomySelectProps) {
  const group = groups.find((g) => String(g.id) === level1);
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Select
          name={names.level1}
          data-path={names.level1}
          label={labels.level1}
          withAsterisk
          searchable
          allowDeselect={false}
          data={groups.map((g) => ({ value: String(g.id), label: g.name }))}
          value={level1}
          onChange={onLevel1}
          error={errors.level1}
          nothingFoundMessage="-"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Select
          name={names.level2}
          data-path={names.level2}
          label={labels.level2}
          placeholder={group ? labels.all(group.name) : undefined}
          searchable
          clearable
          disabled={!group || group.children.length === 0}
          data={(group?.children ?? []).map((child) => ({ value: String(child.id), label: child.name }))}
          value={level2}
          onChange={onLevel2}
          error={errors.level2}
          nothingFoundMessage="-"
        />
      </Grid.Col>
    </>
  );
}
