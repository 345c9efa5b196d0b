// Placeholder until the marketing page ships; replaced by the marketing feature.
export default function TraderRegistrationPage() {
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">Gold Trader Access</h1>
    </main>
  );
}
