// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QList>
#include <QString>

namespace cm {

// Replaces many values at once wherever each stands between characters
// that are not letters or digits: "node" is not found in "nodev", but
// "HOST" is in "/srv/bench-HOST-prod" and "SERIAL" in "ata-Model_SERIAL".
// Each text is read once, whatever the number of values, so that a
// session of a thousand drives with a thousand serials stays quick.
class WordReplacer
{
public:
    // `value` stands for `mark` from now on, counted under `kind`; leading
    // and trailing characters that are not letters or digits are not part
    // of what is looked for. The longest value wins where several start.
    void add(const QString &value, const QString &mark, int kind, Qt::CaseSensitivity sensitivity);

    bool isEmpty() const { return m_byFirstWord.isEmpty(); }

    // `text` with every value replaced by its mark; counts[kind] grows by
    // each one replaced (counts must hold every kind added).
    QString replace(const QString &text, QList<int> *counts) const;

private:
    struct Entry
    {
        QString value;
        QString mark;
        int kind = 0;
        Qt::CaseSensitivity sensitivity = Qt::CaseSensitive;
    };
    // By the value's first run of letters and digits, in lower case.
    QHash<QString, QList<Entry>> m_byFirstWord;
};

// Whether `c` is a letter or a digit: what a value must not be next to.
bool isWordCharacter(QChar c);

} // namespace cm
