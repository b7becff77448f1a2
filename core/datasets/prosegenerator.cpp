#include "prosegenerator.h"

#include <QString>

#include <algorithm>
#include <array>
#include <cmath>

namespace cm {
namespace {

constexpr qsizetype VocabularySize = 6000;
constexpr double ZipfExponent = 1.05;
constexpr std::uint64_t VocabularySeed = 0x436F6D7072657373ull; // fixed: the languages never change

template<size_t N>
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

template<size_t N>
QList<QByteArray> inventVocabulary(const std::array<const char *, N> &syllables, std::uint64_t stream)
{
    Random random(VocabularySeed, stream);
    QList<QByteArray> words;
    words.reserve(VocabularySize);
    while (words.size() < VocabularySize) {
        QByteArray word = inventWord(random, syllables);
        if (!words.contains(word))
            words.append(word);
    }
    std::stable_sort(words.begin(), words.end(),
                     [](const QByteArray &a, const QByteArray &b) { return a.size() < b.size(); });
    return words;
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

const std::array<const char *, 48> LatinSyllables = {
    "a", "e", "i", "o", "u", "an", "en", "in", "on", "un", "ar", "er", "or", "al", "el", "il",
    "ba", "be", "bo", "ca", "ce", "co", "da", "de", "do", "fa", "fe", "ga", "ge", "la", "le", "li",
    "ma", "me", "mi", "na", "ne", "no", "pa", "pe", "ra", "re", "sa", "se", "ta", "te", "ti", "th"};

const std::array<const char *, 48> CyrillicSyllables = {
    "а", "о", "е", "и", "у", "на", "но", "ни", "не", "ка", "ко", "ки", "ра", "ро", "ре", "ри",
    "ла", "ло", "ле", "ли", "ма", "мо", "ме", "ми", "та", "то", "те", "ти", "па", "по", "пе", "при",
    "да", "до", "де", "ва", "во", "ве", "за", "зо", "са", "со", "сть", "ст", "ство", "ый", "ой", "ая"};

} // namespace

const ProseGenerator &ProseGenerator::instance()
{
    static const ProseGenerator generator;
    return generator;
}

ProseGenerator::ProseGenerator()
{
    m_latin.words = inventVocabulary(LatinSyllables, 1);
    m_latin.capitalised = capitalise(m_latin.words);
    m_cyrillic.words = inventVocabulary(CyrillicSyllables, 2);
    m_cyrillic.capitalised = capitalise(m_cyrillic.words);

    m_zipfCumulative.resize(VocabularySize);
    double sum = 0.0;
    for (qsizetype rank = 0; rank < VocabularySize; ++rank) {
        sum += 1.0 / std::pow(double(rank + 1), ZipfExponent);
        m_zipfCumulative[rank] = sum;
    }
    for (double &value : m_zipfCumulative)
        value /= sum;
}

const ProseGenerator::Vocabulary &ProseGenerator::vocabulary(Script script) const
{
    return script == Script::Latin ? m_latin : m_cyrillic;
}

qsizetype ProseGenerator::zipfRank(Random &random) const
{
    const auto it = std::upper_bound(m_zipfCumulative.begin(), m_zipfCumulative.end(), random.uniform());
    return std::min<qsizetype>(it - m_zipfCumulative.begin(), VocabularySize - 1);
}

void ProseGenerator::appendParagraph(Script script, Random &random, QByteArray &out) const
{
    const Vocabulary &words = vocabulary(script);
    const int sentences = int(random.between(2, 9));
    for (int s = 0; s < sentences; ++s) {
        if (s > 0)
            out += ' ';
        const int length = int(random.between(4, 18));
        out += words.capitalised[zipfRank(random)];
        for (int w = 1; w < length; ++w) {
            out += (random.between(0, 11) == 0) ? ", " : " ";
            out += words.words[zipfRank(random)];
        }
        out += (random.between(0, 15) == 0) ? '?' : '.';
    }
}

} // namespace cm
