"""List of the 11 documents: file name, format, renderable spec and sidecar metadata."""

import bulletin_compressor
import bulletin_wrapper
import doc_compressor
import doc_dishwasher
import doc_theory
import doc_wrapper
import field_notes
import inspection_card
import quick_guide

DOCUMENTS = []
for _rev in "ABC":
    DOCUMENTS.append(
        {
            "file": f"BAS-MM-1140_Rev{_rev}.pdf",
            "format": "pdf",
            "spec": doc_compressor.build(_rev),
            "meta": doc_compressor.meta(_rev),
        }
    )
DOCUMENTS += [
    {"file": "PPS-SM-0418_Issue2.pdf", "format": "pdf", "spec": doc_wrapper.build(), "meta": doc_wrapper.meta()},
    {"file": "AQW-SM-0260_Rev4.pdf", "format": "pdf", "spec": doc_dishwasher.build(), "meta": doc_dishwasher.meta()},
    {
        "file": "BAS-SB-2023-07.docx",
        "format": "docx",
        "spec": bulletin_compressor.build(),
        "meta": bulletin_compressor.meta(),
    },
    {"file": "PPS-SB-22-03.pdf", "format": "pdf", "spec": bulletin_wrapper.build(), "meta": bulletin_wrapper.meta()},
    {"file": "BAS-TH-0902_Issue1.pdf", "format": "pdf", "spec": doc_theory.build(), "meta": doc_theory.meta()},
    {"file": "NCM-QG-0045_v3.html", "format": "html", "spec": {"text": quick_guide.TEXT}, "meta": quick_guide.meta()},
    {"file": field_notes.FILE, "format": "md", "spec": {"text": field_notes.TEXT}, "meta": None},
    {"file": inspection_card.FILE, "format": "txt", "spec": {"text": inspection_card.TEXT}, "meta": None},
]
