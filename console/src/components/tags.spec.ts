import { newTagRow, placeTagErrors, rowsFromTags, tagRowErrors, tagsFromRows, tagsPatch } from './tags';

describe('tags as rows and as the API’s object', () => {
  it('turns the API’s tags into rows and back, trimming keys and ignoring empty rows', () => {
    const rows = rowsFromTags({ Cohort: 'A', Site: 'Boston' });
    expect(rows.map(({ key, value }) => [key, value])).toEqual([
      ['Cohort', 'A'],
      ['Site', 'Boston'],
    ]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(2);
    expect(tagsFromRows([...rows, newTagRow(), newTagRow('  Wave ', '2')])).toEqual({ Cohort: 'A', Site: 'Boston', Wave: '2' });
    expect(tagsFromRows([])).toEqual({});
    expect(rowsFromTags(null)).toEqual([]);
  });

  it('finds what the API would refuse, on the row it belongs to', () => {
    const noKey = newTagRow('', 'x');
    const column = newTagRow('Email', 'x');
    const duplicate = [newTagRow('Site', 'a'), newTagRow('site', 'b')];
    const badValue = newTagRow('Note', '<b>');
    const long = newTagRow('k'.repeat(65), 'x');
    const errors = tagRowErrors([noKey, column, ...duplicate, badValue, long, newTagRow()]);
    expect(errors[noKey.id]).toMatch(/name/);
    expect(errors[column.id]).toMatch(/upload column/);
    expect(errors[duplicate[0]!.id]).toBeUndefined();
    expect(errors[duplicate[1]!.id]).toMatch(/Same name as "Site"/);
    expect(errors[badValue.id]).toMatch(/value/);
    expect(errors[long.id]).toMatch(/64/);
    expect(Object.keys(errors)).toHaveLength(5);
    expect(tagRowErrors(Array.from({ length: 21 }, (_, i) => newTagRow(`k${i}`, 'v'))).tags).toMatch(/20/);
  });

  it('writes the smallest merge patch from one set of tags to another', () => {
    expect(tagsPatch({ A: '1', B: '2' }, { A: '1', B: '2' })).toBeUndefined();
    expect(tagsPatch({}, {})).toBeUndefined();
    expect(tagsPatch({ A: '1', B: '2' }, {})).toBeNull();
    expect(tagsPatch({ A: '1', B: '2' }, { A: '1', B: '3', C: '4' })).toEqual({ B: '3', C: '4' });
    expect(tagsPatch({ A: '1', B: '2' }, { A: '1' })).toEqual({ B: null });
    // A key renamed only in case: the old one removed, the new one set (the API matches keys exactly).
    expect(tagsPatch({ site: 'x' }, { Site: 'x' })).toEqual({ site: null, Site: 'x' });
  });

  it('places the API’s tag problems on the matching rows', () => {
    const rows = [newTagRow('Site', 'a'), newTagRow('Wave', '<')];
    expect(placeTagErrors({ 'tags.Wave': 'bad value', tags: 'too many', email: 'not a tag' }, rows)).toEqual({ [rows[1]!.id]: 'bad value', tags: 'too many' });
    expect(placeTagErrors({ 'tags.Gone': 'x' }, rows)).toEqual({ tags: 'x' });
  });
});
