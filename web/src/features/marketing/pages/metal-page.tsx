// Placeholder until the marketing page ships; replaced by the marketing feature.
interface MetalPageProps {
  metal: 'gold' | 'silver' | 'platinum' | 'palladium';
}

export default function MetalPage({ metal }: MetalPageProps) {
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold capitalize">{metal}</h1>
    </main>
  );
}
