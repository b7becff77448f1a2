// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/random.h"

#include <QByteArray>
#include <QList>

#include <string>
#include <vector>

namespace cm {

// Writes UTF-8 prose that compresses like real books: invented words of a
// Latin-script and a Cyrillic-script language, drawn with natural (Zipf)
// frequencies and often followed by their usual companions, in sentences
// and paragraphs. The vocabularies are fixed, so
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
        // Both lists again in one buffer with room to spare at its end, so
        // that a word is copied in whole 8-byte moves: word i starts at
        // offsets[i], its capitalised form at offsets[words.size() + i].
        std::string pool;
        std::vector<quint32> offsets;
        std::vector<quint8> lengths;
    };

    const Vocabulary &vocabulary(Script script) const;
    qsizetype zipfRank(Random &random) const;
    qsizetype nextRank(qsizetype previous, Random &random) const;

    Vocabulary m_latin;
    Vocabulary m_cyrillic;
    std::vector<double> m_zipfCumulative; // rank -> P(rank' <= rank)
    std::vector<qsizetype> m_zipfBucketStart;
    size_t m_longestParagraphBytes = 0;
};

} // namespace cm
