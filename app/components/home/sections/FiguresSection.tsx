/** The figures band. */
export function FiguresSection({
  text,
}: {
  text: { title: string; items: readonly { value: string; label: string }[] };
}) {
  return (
    <section aria-labelledby="chiffres-titre" className="bg-brand text-on-brand">
      <div className="container-page py-12 sm:py-14">
        <h2 id="chiffres-titre" className="sr-only">
          {text.title}
        </h2>
        <ul className="grid grid-cols-2 gap-x-6 gap-y-10 text-center lg:grid-cols-4">
          {text.items.map((f) => (
            <li key={f.label}>
              <p className="font-serif text-4xl font-semibold sm:text-5xl">{f.value}</p>
              <p className="mt-2 text-sm text-on-brand/85 sm:text-base">{f.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
