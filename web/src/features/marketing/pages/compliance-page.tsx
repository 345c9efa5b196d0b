// Placeholder until the marketing page ships; replaced by the marketing feature.
export default function CompliancePage() {
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">AML Compliance & Regulatory Oversight</h1>
    </main>
  );
}
