/** An IPv6 address's eight groups, the `::` run filled in; null when it is not one. */
const ipv6Groups = (value: string): string[] | null => {
  const runs = value.split('::');
  if (runs.length > 2) return null;
  const head = runs[0] ? runs[0].split(':') : [];
  const tail = runs.length === 2 && runs[1] ? runs[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (runs.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(runs.length === 2 ? missing : 0).fill('0'), ...tail];
  return groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group)) ? groups : null;
};

/**
 * The address a session signed in from, shown partly (Settings' signed-in devices): an IPv4 address keeps its first
 * two numbers (203.0.*.*), an IPv6 address its first three groups (2001:db8:85a3:*), an IPv4-mapped IPv6 address reads
 * as its IPv4 one. Enough to tell one network from another, not to point at a machine. Anything else shows nothing.
 */
export const maskIpAddress = (address: string | null | undefined): string | null => {
  const value = (address ?? '').trim().toLowerCase();
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(value);
  if (v4) return v4.slice(1).every((part) => Number(part) <= 255) ? `${v4[1]}.${v4[2]}.*.*` : null;
  const groups = ipv6Groups(value);
  return groups
    ? `${groups
        .slice(0, 3)
        .map((group) => group.replace(/^0+(?=.)/, ''))
        .join(':')}:*`
    : null;
};
