#pragma once

#include "util/random.h"

#include <QByteArray>
#include <QList>

#include <vector>

namespace cm {

// Writes UTF-8 prose that compresses like real books: invented words of a
// Latin-script and a Cyrillic-script language, drawn with natural (Zipf)
// frequencies, in sentences and paragraphs. The vocabularies are fixed, so
// only the caller's Random decides the text.
class ProseGenerator
{
public:
    enum class Script { Latin, Cyrillic };

    static const ProseGenerator &instance();

    // Appends one paragraph (a few sentences, no line break) to `out`.
    void appendParagraph(Script script, Random &random, QByteArray &out) const;

private:
    ProseGenerator();

    struct Vocabulary
    {
        QList<QByteArray> words;
        QList<QByteArray> capitalised;
    };

    const Vocabulary &vocabulary(Script script) const;
    qsizetype zipfRank(Random &random) const;

    Vocabulary m_latin;
    Vocabulary m_cyrillic;
    std::vector<double> m_zipfCumulative; // rank -> P(rank' <= rank)
};

} // namespace cm
