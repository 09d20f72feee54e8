"""Small helpers shared by the source modules."""


def meta(key, version, effective_from, effective_to, recorded_at, product, variants=None, serials=None):
    applicability = {"product": product}
    if variants is not None:
        applicability["variants"] = list(variants)
    if serials is not None:
        applicability["serials"] = [list(pair) for pair in serials]
    return {
        "document": key,
        "version": version,
        "effective_from": effective_from,
        "effective_to": effective_to,
        "recorded_at": recorded_at + "T00:00:00Z",
        "applicability": applicability,
    }
