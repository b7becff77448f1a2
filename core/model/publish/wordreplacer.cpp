// SPDX-License-Identifier: GPL-3.0-or-later
#include "wordreplacer.h"

#include <algorithm>

namespace cm {

bool isWordCharacter(QChar c)
{
    return c.isLetterOrNumber();
}

namespace {

qsizetype wordEnd(QStringView text, qsizetype from)
{
    while (from < text.size() && isWordCharacter(text[from]))
        ++from;
    return from;
}

} // namespace

void WordReplacer::add(const QString &given, const QString &mark, int kind, Qt::CaseSensitivity sensitivity)
{
    qsizetype first = 0, last = given.size();
    while (first < last && !isWordCharacter(given[first]))
        ++first;
    while (last > first && !isWordCharacter(given[last - 1]))
        --last;
    if (first == last)
        return;
    const QString value = given.mid(first, last - first);
    const QString key = value.left(wordEnd(value, 0)).toLower();
    QList<Entry> &entries = m_byFirstWord[key];
    for (Entry &entry : entries) {
        if (entry.value.compare(value, Qt::CaseInsensitive) == 0) {
            // Found under two kinds: the one that matches more wins.
            if (sensitivity == Qt::CaseInsensitive)
                entry = Entry{value, mark, kind, sensitivity};
            return;
        }
    }
    entries.append(Entry{value, mark, kind, sensitivity});
    std::stable_sort(entries.begin(), entries.end(),
                     [](const Entry &a, const Entry &b) { return a.value.size() > b.value.size(); });
}

QString WordReplacer::replace(const QString &text, QList<int> *counts) const
{
    if (m_byFirstWord.isEmpty())
        return text;
    QString result;
    qsizetype copied = 0;
    qsizetype i = 0;
    const qsizetype size = text.size();
    while (i < size) {
        if (!isWordCharacter(text[i])) {
            ++i;
            continue;
        }
        const qsizetype end = wordEnd(text, i);
        const auto found = m_byFirstWord.constFind(QStringView(text).mid(i, end - i).toString().toLower());
        bool replaced = false;
        if (found != m_byFirstWord.constEnd()) {
            for (const Entry &entry : *found) {
                const qsizetype after = i + entry.value.size();
                if (after > size || (after < size && isWordCharacter(text[after]))
                    || QStringView(text).mid(i, entry.value.size()).compare(entry.value, entry.sensitivity) != 0)
                    continue;
                result += QStringView(text).mid(copied, i - copied);
                result += entry.mark;
                ++(*counts)[entry.kind];
                copied = i = after;
                replaced = true;
                break;
            }
        }
        if (!replaced)
            i = end;
    }
    if (copied == 0)
        return text;
    result += QStringView(text).mid(copied);
    return result;
}

} // namespace cm
