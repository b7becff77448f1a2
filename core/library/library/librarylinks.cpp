// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/librarylinks.h"

#include "util/visibletext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Library)
};

const QString DriveKind = QStringLiteral("drive");
const QString MeasurementKind = QStringLiteral("measurement");

QString identity(const QString &kind, const QString &first, const QString &second)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray{kind, first, second}).toJson(QJsonDocument::Compact));
}

bool isMeasurement(const QString &part)
{
    return part.startsWith(QLatin1String("[\"measurement\""));
}

} // namespace

QString LibraryLinks::driveIdentity(const QString &model, const QString &serial)
{
    return identity(DriveKind, model, serial);
}

QString LibraryLinks::measurementIdentity(const QString &sessionPath, const QString &driveId)
{
    return identity(MeasurementKind, sessionPath, driveId);
}

std::optional<LibraryLinks::Part> LibraryLinks::parsePart(const QString &text)
{
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8());
    const QJsonArray array = document.array();
    if (!document.isArray() || array.size() != 3
        || !std::all_of(array.cbegin(), array.cend(), [](const QJsonValue &value) { return value.isString(); }))
        return std::nullopt;
    const QString kind = array.at(0).toString();
    // Written as this program writes it, or it would name no part.
    if ((kind != DriveKind && kind != MeasurementKind)
        || identity(kind, array.at(1).toString(), array.at(2).toString()) != text)
        return std::nullopt;
    return Part{kind == MeasurementKind, array.at(1).toString(), array.at(2).toString()};
}

LibraryLinks LibraryLinks::fromPairs(const QHash<QString, QString> &pairs)
{
    LibraryLinks links;
    for (auto pair = pairs.cbegin(); pair != pairs.cend(); ++pair) {
        if (!parsePart(pair.key()) || !parsePart(pair.value()))
            continue;
        // Followed to the history's own part; a circle names none.
        QString history = pair.key();
        QSet<QString> seen{history};
        bool circles = false;
        while (pairs.contains(history) && pairs.value(history) != history) {
            history = pairs.value(history);
            if (seen.contains(history) || !parsePart(history)) {
                circles = true;
                break;
            }
            seen.insert(history);
        }
        if (circles)
            continue;
        if (history != pair.key() || isMeasurement(history)) // a drive set apart from itself says nothing
            links.m_historyOf.insert(pair.key(), history);
    }
    return links;
}

QString LibraryLinks::partOf(const LibraryDrive &drive) const
{
    const QString measurement = measurementIdentity(drive.sessionPath, drive.driveId);
    // Nothing tells a drive without model and serial from another.
    if (m_historyOf.contains(measurement) || (drive.model.isEmpty() && drive.serial.isEmpty()))
        return measurement;
    return driveIdentity(drive.model, drive.serial);
}

QStringList LibraryLinks::partsOf(const QString &history) const
{
    QStringList joined;
    for (auto pair = m_historyOf.cbegin(); pair != m_historyOf.cend(); ++pair) {
        if (pair.value() == history && pair.key() != history)
            joined << pair.key();
    }
    joined.sort();
    return QStringList{history} + joined;
}

bool LibraryLinks::link(const LibraryDrive &a, const LibraryDrive &b)
{
    const QString joined = historyOf(a);
    const QString joining = historyOf(b);
    if (joined == joining)
        return false;
    for (auto pair = m_historyOf.begin(); pair != m_historyOf.end(); ++pair) {
        if (pair.value() == joining)
            pair.value() = joined;
    }
    m_historyOf.insert(joining, joined);
    return true;
}

void LibraryLinks::splitOff(const QString &history)
{
    const QStringList others = partsOf(history).mid(1);
    const QString newHistory = others.constFirst();
    for (const QString &part : others)
        m_historyOf.insert(part, newHistory);
    // A measurement stays apart from its model and serial.
    if (!isMeasurement(newHistory))
        m_historyOf.remove(newHistory);
}

LibraryLinks::Unlinked LibraryLinks::unlink(const LibraryDrive &drive, qsizetype historySize)
{
    const QString part = partOf(drive);
    const QString history = historyOfPart(part);
    if (part != history) {
        if (isMeasurement(part))
            m_historyOf.insert(part, part);
        else
            m_historyOf.remove(part);
        return Unlinked::PartLeft;
    }
    if (partsOf(part).size() > 1) {
        splitOff(part);
        return Unlinked::OthersLeft;
    }
    if (historySize > 1 && !isMeasurement(part)) {
        const QString measurement = measurementIdentity(drive.sessionPath, drive.driveId);
        m_historyOf.insert(measurement, measurement);
        return Unlinked::MeasurementApart;
    }
    return Unlinked::AlreadyAlone;
}

QString unlinkedText(const LibraryDrive &drive, LibraryLinks::Unlinked done)
{
    const QString name = visibleText(drive.name.isEmpty() ? drive.model : drive.name);
    switch (done) {
    case LibraryLinks::Unlinked::PartLeft:
        return Text::tr("%1 left the history it was linked into.").arg(name);
    case LibraryLinks::Unlinked::OthersLeft:
        return Text::tr("The drives linked into the history of %1 left it.").arg(name);
    case LibraryLinks::Unlinked::MeasurementApart:
        return Text::tr("%1, measured on %2, stands apart from the other measurements of its model and serial.")
            .arg(name, drive.measured.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    case LibraryLinks::Unlinked::AlreadyAlone:
        break;
    }
    return Text::tr("%1 is a drive of its own already: nothing to unlink.").arg(name);
}

} // namespace cm
