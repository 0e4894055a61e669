import { useMemo, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useUpdateTimeZone } from '../api/update-time-zone';

/** The browser's IANA zones plus `current` (some browsers leave out `UTC`), sorted. */
function timeZoneOptions(current: string): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** The merchant's time zone (history dates and date filters use it). */
export function TimeZoneForm({ timeZone }: { timeZone: string }) {
  const updateTimeZone = useUpdateTimeZone();
  const [selected, setSelected] = useState(timeZone);
  const options = useMemo(() => timeZoneOptions(timeZone), [timeZone]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    updateTimeZone.mutate(selected, {
      onSuccess: () => toast.success('Time zone saved', { description: selected }),
      onError: () => toast.error('Could not save the time zone', { description: 'Something went wrong' }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Time zone</CardTitle>
        <CardDescription>History dates and date filters follow this time zone.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          aria-label="Time zone settings"
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <div className="flex-1 space-y-2">
            <Label htmlFor="timeZone">Time zone</Label>
            <NativeSelect
              id="timeZone"
              value={selected}
              onChange={(event) => setSelected(event.target.value)}
            >
              {options.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" disabled={updateTimeZone.isPending || selected === timeZone}>
            {updateTimeZone.isPending ? 'Saving...' : 'Save'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
