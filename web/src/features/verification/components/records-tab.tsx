import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { useRecords } from '../api/get-records';

export function RecordsTab() {
  const [q, setQ] = useState('');
  const { data, isLoading } = useRecords(q.trim());
  return (
    <div className="space-y-3">
      <label htmlFor="records-search" className="sr-only">Search by serial or product name</label>
      <Input id="records-search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Search by serial or product name" />
      {isLoading ? (
        <p>Loading...</p>
      ) : !data || data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No verification records.</p>
      ) : (
        // Wide table: scrolls sideways inside its own box on a phone instead of squeezing columns.
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-sm [&_td]:py-1.5 [&_td]:pr-4 [&_th]:py-1.5 [&_th]:pr-4">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th>Serial</th><th>Product</th><th>Status</th><th>Trust</th><th>Certifier</th><th>Scanned</th>
              </tr>
            </thead>
            <tbody>
              {data.map((r) => (
                <tr key={r.id} className="border-t border-border">
                  <td className="font-mono whitespace-nowrap">{r.serialNumber}</td>
                  <td>{r.productName}</td>
                  <td className="capitalize">{r.status}</td>
                  <td>{r.trustScore}%</td>
                  <td>{r.certificationBody}</td>
                  <td className="whitespace-nowrap">{new Date(r.scanDate).toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
