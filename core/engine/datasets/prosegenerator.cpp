// SPDX-License-Identifier: GPL-3.0-or-later
#include "prosegenerator.h"

#include <QSet>
#include <QString>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <string>

namespace cm {
namespace {

constexpr qsizetype VocabularySize = 6000;
constexpr double ZipfExponent = 1.1;
// Half of the words follow from the one before: with these numbers the
// books compress like real ones in btrfs's 128 KiB chunks (zstd -3 about 3).
constexpr double CollocationShare = 0.5;
constexpr quint64 FollowersPerWord = 3;
constexpr int ZipfBuckets = 4096; // a lookup table in front of the binary search
constexpr int MostSentences = 9;
constexpr int MostWordsPerSentence = 18;
constexpr size_t WordMoveBytes = 8;
constexpr std::uint64_t VocabularySeed = 0x436F6D7072657373ull; // fixed: the languages never change

// Uniform in [0, n) from the top 32 bits by multiplication: a 64-bit modulo
// per word would cost more than everything else here.
quint32 below(Random &random, quint32 n)
{
    return quint32(((random.next() >> 32) * n) >> 32);
}

template <size_t N>
QByteArray inventWord(Random &random, const std::array<const char *, N> &syllables)
{
    // Short words are common in every language; frequent ranks get them
    // because the vocabulary is later sorted by length.
    const int count = 1 + int(random.between(0, 3) + random.between(0, 1));
    QByteArray word;
    for (int i = 0; i < count; ++i)
        word += syllables[random.between(0, N - 1)];
    return word;
}

template <size_t N>
QList<QByteArray> inventVocabulary(const std::array<const char *, N> &syllables, std::uint64_t stream)
{
    Random random(VocabularySeed, stream);
    QList<QByteArray> words;
    QSet<QByteArray> seen;
    words.reserve(VocabularySize);
    while (words.size() < VocabularySize) {
        QByteArray word = inventWord(random, syllables);
        if (!seen.contains(word)) {
            seen.insert(word);
            words.append(word);
        }
    }
    std::stable_sort(words.begin(), words.end(),
                     [](const QByteArray &a, const QByteArray &b) { return a.size() < b.size(); });
    return words;
}

// Lays out the words for fast copying (ProseGenerator::Vocabulary::pool).
template <typename Vocabulary>
void pool(Vocabulary &vocabulary)
{
    for (const QList<QByteArray> *list : {&vocabulary.words, &vocabulary.capitalised}) {
        for (const QByteArray &word : *list) {
            vocabulary.offsets.push_back(quint32(vocabulary.pool.size()));
            vocabulary.lengths.push_back(quint8(word.size()));
            vocabulary.pool.append(word.constData(), size_t(word.size()));
        }
    }
    vocabulary.pool.append(WordMoveBytes, '\0');
}

QList<QByteArray> capitalise(const QList<QByteArray> &words)
{
    QList<QByteArray> result;
    result.reserve(words.size());
    for (const QByteArray &word : words) {
        QString text = QString::fromUtf8(word);
        text[0] = text[0].toUpper();
        result.append(text.toUtf8());
    }
    return result;
}

const std::array<const char *, 48> LatinSyllables
    = {"a",  "e",  "i",  "o",  "u",  "an", "en", "in", "on", "un", "ar", "er", "or", "al", "el", "il",
       "ba", "be", "bo", "ca", "ce", "co", "da", "de", "do", "fa", "fe", "ga", "ge", "la", "le", "li",
       "ma", "me", "mi", "na", "ne", "no", "pa", "pe", "ra", "re", "sa", "se", "ta", "te", "ti", "th"};

const std::array<const char *, 48> CyrillicSyllables
    = {"а",  "о",  "е",  "и",  "у",  "на", "но", "ни", "не", "ка", "ко",  "ки", "ра",   "ро", "ре", "ри",
       "ла", "ло", "ле", "ли", "ма", "мо", "ме", "ми", "та", "то", "те",  "ти", "па",   "по", "пе", "при",
       "да", "до", "де", "ва", "во", "ве", "за", "зо", "са", "со", "сть", "ст", "ство", "ый", "ой", "ая"};

} // namespace

const ProseGenerator &ProseGenerator::instance()
{
    // Never destroyed: a worker thread still writing books while the
    // process exits must not find it gone.
    static const ProseGenerator *const generator = new ProseGenerator;
    return *generator;
}

ProseGenerator::ProseGenerator()
{
    m_latin.words = inventVocabulary(LatinSyllables, 1);
    m_latin.capitalised = capitalise(m_latin.words);
    m_cyrillic.words = inventVocabulary(CyrillicSyllables, 2);
    m_cyrillic.capitalised = capitalise(m_cyrillic.words);
    qsizetype longestWord = 0;
    for (Vocabulary *vocabulary : {&m_latin, &m_cyrillic}) {
        pool(*vocabulary);
        for (const QByteArray &word : vocabulary->capitalised)
            longestWord = std::max(longestWord, word.size());
    }
    m_longestParagraphBytes = size_t(MostSentences * (MostWordsPerSentence * (longestWord + 2) + 2)) + WordMoveBytes;

    m_zipfCumulative.resize(VocabularySize);
    double sum = 0.0;
    for (qsizetype rank = 0; rank < VocabularySize; ++rank) {
        sum += 1.0 / std::pow(double(rank + 1), ZipfExponent);
        m_zipfCumulative[rank] = sum;
    }
    for (double &value : m_zipfCumulative)
        value /= sum;
    // m_zipfBucketStart[b]: the rank a uniform value of at least b / ZipfBuckets draws at least.
    m_zipfBucketStart.resize(ZipfBuckets + 1);
    for (int bucket = 0; bucket <= ZipfBuckets; ++bucket) {
        const auto it
            = std::upper_bound(m_zipfCumulative.begin(), m_zipfCumulative.end(), double(bucket) / ZipfBuckets);
        m_zipfBucketStart[bucket] = std::min<qsizetype>(it - m_zipfCumulative.begin(), VocabularySize - 1);
    }
}

const ProseGenerator::Vocabulary &ProseGenerator::vocabulary(Script script) const
{
    return script == Script::Latin ? m_latin : m_cyrillic;
}

qsizetype ProseGenerator::zipfRank(Random &random) const
{
    // The same rank as a binary search over all of m_zipfCumulative, but
    // only within the few ranks of the value's bucket.
    const double value = random.uniform();
    const int bucket = int(value * ZipfBuckets);
    const auto first = m_zipfCumulative.begin() + m_zipfBucketStart[bucket];
    const auto last = m_zipfCumulative.begin() + m_zipfBucketStart[bucket + 1] + 1;
    const auto it = std::upper_bound(first, last, value);
    return std::min<qsizetype>(it - m_zipfCumulative.begin(), VocabularySize - 1);
}

qsizetype ProseGenerator::nextRank(qsizetype previous, Random &random) const
{
    // Words keep company, as "of the" and "it was" do: often the next word
    // is one of a few fixed followers of the previous one.
    if (random.uniform() >= CollocationShare)
        return zipfRank(random);
    const quint64 follower = below(random, FollowersPerWord);
    return qsizetype((quint64(previous) * 2654435761u + follower * 40503u) % quint64(VocabularySize));
}

void ProseGenerator::appendParagraph(Script script, Random &random, QByteArray &out) const
{
    // Written into a plain buffer with fixed-size moves and appended once:
    // per-word appends would cost more than choosing the words.
    thread_local std::string buffer;
    if (buffer.size() < m_longestParagraphBytes)
        buffer.resize(m_longestParagraphBytes);
    const Vocabulary &words = vocabulary(script);
    char *end = buffer.data();
    const auto add = [&words, &end](qsizetype index) {
        const char *word = words.pool.data() + words.offsets[size_t(index)];
        const size_t length = words.lengths[size_t(index)];
        for (size_t moved = 0; moved < length; moved += WordMoveBytes)
            std::memcpy(end + moved, word + moved, WordMoveBytes); // one register move, may overshoot
        end += length;
    };
    const int sentences = 2 + int(below(random, MostSentences - 1));
    for (int s = 0; s < sentences; ++s) {
        if (s > 0)
            *end++ = ' ';
        const int length = 4 + int(below(random, MostWordsPerSentence - 3));
        qsizetype rank = zipfRank(random);
        add(VocabularySize + rank);
        for (int w = 1; w < length; ++w) {
            if (below(random, 12) == 0)
                *end++ = ',';
            *end++ = ' ';
            rank = nextRank(rank, random);
            add(rank);
        }
        *end++ = below(random, 16) == 0 ? '?' : '.';
    }
    out.append(buffer.data(), end - buffer.data());
}

} // namespace cm
