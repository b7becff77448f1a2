// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/libraryrecords.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace cm {

// Which measurements are one drive over time (docs/LIBRARY.md, "One drive
// over time"). By default a drive's history is every measurement of its
// model and serial; the user links two histories into one (a drive whose
// serial reads otherwise behind a USB bridge) or unlinks one (two drives
// of one model that report no serial).
//
// Each measurement belongs to a part: its model and serial, or the
// measurement alone where it was set apart (and always where it has
// neither model nor serial). A link points a part at the history it
// joined; every link points straight at a history's own part, never along
// a chain, so that a part's history is one look away. Parts are named by
// identities: JSON arrays of text, which no label or path can forge.
class LibraryLinks
{
public:
    // What unlink() did.
    enum class Unlinked {
        PartLeft,         // the drive's model and serial left the history they were linked into
        OthersLeft,       // the parts linked into the drive's own left it
        MeasurementApart, // the drive's measurement stands apart from its model and serial
        AlreadyAlone,     // nothing else was in its history
    };

    // From the stored pairs (part, history it joined). Pairs that are no
    // identities, or that chain or circle (a library read as data after
    // damage), are mended into the rule above or dropped.
    static LibraryLinks fromPairs(const QHash<QString, QString> &pairs);
    const QHash<QString, QString> &pairs() const { return m_historyOf; }

    static QString driveIdentity(const QString &model, const QString &serial);
    static QString measurementIdentity(const QString &sessionPath, const QString &driveId);
    // What an identity names: a model and serial, or a measurement (a
    // session file and a drive's id in it); nothing where `text` is none.
    struct Part
    {
        bool isMeasurement = false;
        QString first;  // the model, or the session file
        QString second; // the serial, or the drive's id
    };
    static std::optional<Part> parsePart(const QString &text);

    // The part `drive` belongs to, and the history that part is in.
    QString partOf(const LibraryDrive &drive) const;
    QString historyOf(const LibraryDrive &drive) const { return historyOfPart(partOf(drive)); }
    QString historyOfPart(const QString &part) const { return m_historyOf.value(part, part); }
    // Every part of `history`, its own first.
    QStringList partsOf(const QString &history) const;

    // Joins the histories of `a` and `b`; false where they were one already.
    bool link(const LibraryDrive &a, const LibraryDrive &b);
    // Undoes the link nearest to `drive` (see Unlinked); `historySize` is
    // how many measurements its history holds now.
    Unlinked unlink(const LibraryDrive &drive, qsizetype historySize);

private:
    // The parts that joined `history` now make a history of their own.
    void splitOff(const QString &history);

    QHash<QString, QString> m_historyOf; // part -> the history it joined (itself: set apart)
};

// What unlink() did to `drive`, in one sentence.
QString unlinkedText(const LibraryDrive &drive, LibraryLinks::Unlinked done);

} // namespace cm
