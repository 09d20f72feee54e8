"""Registry of all documents: one entry per file.  Used by generate.py, check_keys.py and the README."""

import doc_bulletins as sb
import doc_kh_manual as kh
import doc_ozg_manual as ozg
import doc_ozg_theory as th
import doc_small as small
import doc_tm_manual as tm


def _pdf(
    key,
    file,
    version,
    eff_from,
    eff_to,
    rec,
    product,
    variants,
    company,
    title,
    docno,
    header_rev,
    pages_fn,
    features,
    serials=None,
):
    return dict(
        key=key,
        file=file,
        format="pdf",
        version=version,
        effective_from=eff_from,
        effective_to=eff_to,
        recorded_at=rec,
        product=product,
        variants=variants,
        serials=serials,
        company=company,
        title=title,
        docno=docno,
        header_rev=header_rev,
        pages_fn=pages_fn,
        features=features,
        sidecar=True,
    )


DOCS = []
for rev, file, ef, et, rec in kh.REVISIONS:
    DOCS.append(
        _pdf(
            kh.KEY,
            file,
            f"Rev {rev}",
            ef,
            et,
            rec,
            kh.PRODUCT,
            kh.VARIANTS,
            kh.COMPANY,
            kh.TITLE,
            kh.DOCNO,
            f"Revision {rev}",
            (lambda r=rev: kh.pages(r)),
            "maintenance manual, 3 revisions with changed values"
            + ("; fault code F17 added" if rev == "C" else "")
            + "; contents, revision history, do-not rules, 2-model data table with footnotes, "
            "coolant limits, numbered procedure, intervals, torque table, fault codes "
            "(F09 spans pages 6-7), spare parts",
        )
    )

DOCS.append(
    _pdf(
        ozg.KEY,
        ozg.FILE,
        ozg.VERSION,
        ozg.EFFECTIVE_FROM,
        None,
        ozg.RECORDED_AT,
        ozg.PRODUCT,
        ozg.VARIANTS,
        ozg.COMPANY,
        ozg.TITLE,
        ozg.DOCNO,
        ozg.VERSION,
        ozg.pages,
        "service manual, 3 models; contents, do-not rules, 3-model spec table with footnotes, "
        "feed gas and cooling water limits, numbered procedure, per-model intervals, torque "
        "table, alarm/trip codes (T-120 spans pages 6-7), 3-model parts table with n/a cells",
    )
)

DOCS.append(
    _pdf(
        tm.KEY,
        tm.FILE,
        tm.VERSION,
        tm.EFFECTIVE_FROM,
        None,
        tm.RECORDED_AT,
        tm.PRODUCT,
        tm.VARIANTS,
        tm.COMPANY,
        tm.TITLE,
        tm.DOCNO,
        tm.VERSION,
        tm.pages,
        "service manual, 3 models; contents, do-not rules, 3-model spec table with footnotes, "
        "lubrication table, two numbered procedures, per-model intervals, torque and wear-limit "
        "tables, controller error codes (TM-400H only), 3-model parts table",
    )
)

DOCS.append(
    dict(
        key=sb.KH_SB["key"],
        file=sb.KH_SB["file"],
        format="docx",
        version=sb.KH_SB["version"],
        effective_from=sb.KH_SB["effective_from"],
        effective_to=None,
        recorded_at=sb.KH_SB["recorded_at"],
        product=sb.KH_SB["product"],
        variants=sb.KH_SB["variants"],
        serials=sb.KH_SB["serials"],
        sidecar=True,
        features="service bulletin, KH-30 only, 2 serial ranges; overrides manual values "
        "(minimum flow, conductivity, flow switch part); retrofit kit, procedure, labour",
    )
)

DOCS.append(
    _pdf(
        sb.TM_SB["key"],
        sb.TM_SB["file"],
        sb.TM_SB["version"],
        sb.TM_SB["effective_from"],
        None,
        sb.TM_SB["recorded_at"],
        sb.TM_SB["product"],
        sb.TM_SB["variants"],
        sb.TM_SB["company"],
        sb.TM_SB["title"],
        sb.TM_SB["docno"],
        sb.TM_SB["version"],
        sb.tm_sb_pages,
        "service bulletin, TM-400/TM-400H, 2 serial ranges, 2 pages; overrides one wear limit; "
        "exemption rule, procedure, parts, labour",
        serials=sb.TM_SB["serials"],
    )
)

DOCS.append(
    _pdf(
        th.KEY,
        th.FILE,
        th.VERSION,
        th.EFFECTIVE_FROM,
        None,
        th.RECORDED_AT,
        th.PRODUCT,
        th.VARIANTS,
        th.COMPANY,
        th.TITLE,
        th.DOCNO,
        th.VERSION,
        th.pages,
        "principle of operation; prose chapter 2 (about 1,400 words) explaining why; control loop "
        "and interlock tables, glossary",
    )
)

DOCS.append(
    dict(
        key=small.HTML_META["key"],
        file=small.HTML_META["file"],
        format="html",
        version=small.HTML_META["version"],
        effective_from=small.HTML_META["effective_from"],
        effective_to=None,
        recorded_at=small.HTML_META["recorded_at"],
        product=small.HTML_META["product"],
        variants=small.HTML_META["variants"],
        serials=None,
        sidecar=True,
        features="operator quick guide: checklist, numbered steps, thread length table, display table, do-not list",
    )
)

DOCS.append(
    dict(
        key=small.MD_FILE,
        file=small.MD_FILE,
        format="md",
        version=None,
        sidecar=False,
        product="OZG Series Ozone Generator",
        variants=None,
        serials=None,
        features="informal field notes (no sidecar): dated site visits, van stock table, tips",
    )
)

DOCS.append(
    dict(
        key=small.TXT_FILE,
        file=small.TXT_FILE,
        format="txt",
        version=None,
        sidecar=False,
        product="KH Series Induction Brazing Generator",
        variants=None,
        serials=None,
        features="daily inspection card (no sidecar): fixed-width check list with limits",
    )
)


def sidecar(d):
    app = {"product": d["product"], "variants": list(d["variants"])}
    if d.get("serials"):
        app["serials"] = [list(r) for r in d["serials"]]
    return {
        "document": d["key"],
        "version": d["version"],
        "effective_from": d["effective_from"],
        "effective_to": d["effective_to"],
        "recorded_at": d["recorded_at"],
        "applicability": app,
    }
