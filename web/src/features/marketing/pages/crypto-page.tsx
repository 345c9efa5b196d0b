// Placeholder until the marketing page ships; replaced by the marketing feature.
export default function CryptoPage() {
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">Crypto Platform</h1>
    </main>
  );
}
