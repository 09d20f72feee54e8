"""Commands that read: search and ask."""

from __future__ import annotations

from typing import Annotated

import typer

from spanproof.cli.documents import CollectionOption, JsonOption, parse_pairs
from spanproof.cli.session import open_client
from spanproof.defaults import DEFAULT_COLLECTION

DocumentOption = Annotated[list[str] | None, typer.Option("--document", "-d", help="Only this document (repeatable).")]
AsOfOption = Annotated[str | None, typer.Option("--as-of", help="The date (YYYY-MM-DD; default today).")]
KnownAsOfOption = Annotated[
    str | None, typer.Option("--known-as-of", help="The knowledge time (ISO 8601; default now).")
]
VariantOption = Annotated[str | None, typer.Option("--variant", help="Only versions for this variant.")]
SerialOption = Annotated[int | None, typer.Option("--serial", help="Only versions for this serial number.")]
ProductOption = Annotated[str | None, typer.Option("--product", help="Only versions for this product.")]
VersionOption = Annotated[str | None, typer.Option("--version", help="This version label (an old one too).")]
WhereOption = Annotated[
    list[str] | None, typer.Option("--where", help="Only documents whose metadata has KEY=VALUE (repeatable).")
]


def search(
    query: Annotated[str, typer.Argument(help="What to look for.")],
    k: Annotated[int, typer.Option("-k", help="How many hits.")] = 10,
    collection: CollectionOption = DEFAULT_COLLECTION,
    document: DocumentOption = None,
    where: WhereOption = None,
    as_of: AsOfOption = None,
    known_as_of: KnownAsOfOption = None,
    variant: VariantOption = None,
    serial: SerialOption = None,
    product: ProductOption = None,
    version: VersionOption = None,
    as_json: JsonOption = False,
) -> None:
    """Hybrid search (BM25 ‖ dense, fused by RRF); every hit shows its scores and version."""
    from spanproof.cli.render import print_hits, print_json

    with open_client() as client:
        hits = client.search(
            query,
            collection=collection,
            k=k,
            documents=document,
            metadata=parse_pairs(where),
            as_of=as_of,
            known_as_of=known_as_of,
            variant=variant,
            serial=serial,
            product=product,
            version=version,
        )
    if as_json:
        print_json([hit.to_dict() for hit in hits])
    else:
        print_hits(hits)


def ask(
    question: Annotated[str, typer.Argument(help="The question.")],
    collection: CollectionOption = DEFAULT_COLLECTION,
    document: DocumentOption = None,
    where: WhereOption = None,
    answerer: Annotated[
        str | None,
        typer.Option(
            help="Who drafts: extractive, llm or agent (both SPANPROOF_LLM_*; agent plans tool calls and its trace"
            " is printed under the answer); default SPANPROOF_ANSWERER, extractive."
        ),
    ] = None,
    conversation: Annotated[
        str | None,
        typer.Option(help="Keep the turns under this ID: a follow-up is rewritten to stand alone for the search."),
    ] = None,
    as_of: AsOfOption = None,
    known_as_of: KnownAsOfOption = None,
    variant: VariantOption = None,
    serial: SerialOption = None,
    product: ProductOption = None,
    version: VersionOption = None,
    as_json: JsonOption = False,
) -> None:
    """Answer with verified citations (each with its version and validity), or refuse and show what was found."""
    from spanproof.cli.render import print_answer, print_json

    with open_client() as client:
        answer = client.ask(
            question,
            collection=collection,
            documents=document,
            metadata=parse_pairs(where),
            answerer=answerer,
            conversation=conversation,
            as_of=as_of,
            known_as_of=known_as_of,
            variant=variant,
            serial=serial,
            product=product,
            version=version,
        )
    if as_json:
        print_json(answer.to_dict())
    else:
        print_answer(answer)


def register(app: typer.Typer) -> None:
    app.command()(search)
    app.command()(ask)
