// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryoutput.h"

#include "report/resultflags.h"
#include "util/shownpath.h"
#include "util/visibletext.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QLocale>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LibraryCommand)
};

// Columns padded to their widest cell, two spaces apart; the last one as it is.
QString table(const QList<QStringList> &rows)
{
    QList<qsizetype> widths;
    for (const QStringList &row : rows) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (widths.size() <= i)
                widths.append(0);
            widths[i] = std::max(widths[i], row.at(i).size());
        }
    }
    QString text;
    for (const QStringList &row : rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i)
            line += i + 1 == row.size() ? row.at(i) : row.at(i).leftJustified(widths.at(i) + 2);
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        text += line + QLatin1Char('\n');
    }
    return text;
}

QString shown(const QString &text)
{
    return text.isEmpty() ? QStringLiteral("-") : visibleText(text);
}

QString dateText(const QDateTime &date)
{
    return date.isValid() ? date.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")) : QStringLiteral("-");
}

QString number(double value, int decimals)
{
    return QLocale::c().toString(value, 'f', decimals);
}

QString comparisonText(const LibraryResult &result)
{
    if (result.variant != Variant::Compressed)
        return QString();
    if (!result.ratio)
        return Text::tr("too few pairs to compare");
    return Text::tr("%1 x plain (%2-%3), %4")
        .arg(number(*result.ratio, 2), number(result.ratioLow.value_or(0.0), 2),
             number(result.ratioHigh.value_or(0.0), 2), enumName(VerdictNames, result.verdict));
}

// Each flag by a name that stays the same in every language.
QJsonArray flagsJson(int flags)
{
    static const std::pair<ResultFlag, const char *> Names[] = {
        {ResultFlag::NotCold, "not-cold"},
        {ResultFlag::LargeSpread, "large-spread"},
        {ResultFlag::LowCompression, "low-compression"},
        {ResultFlag::TargetSlower, "target-slower"},
        {ResultFlag::Disturbed, "disturbed"},
        {ResultFlag::TooShort, "too-short"},
        {ResultFlag::MetadataCached, "metadata-cached"},
    };
    QJsonArray names;
    for (const auto &[flag, name] : Names) {
        if (ResultFlags::fromInt(flags).testFlag(flag))
            names.append(QLatin1String(name));
    }
    return names;
}

QJsonValue optionalJson(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

} // namespace

QString libraryListText(const QList<LibraryDrive> &drives)
{
    if (drives.isEmpty())
        return Text::tr("No drive in the library passes these filters.\n");
    QList<QStringList> rows{{Text::tr("ID"), Text::tr("DRIVE"), Text::tr("MODEL"), Text::tr("FILESYSTEM"),
                             Text::tr("COMPRESSION"), Text::tr("MEASURED"), Text::tr("DATA SETS"),
                             Text::tr("SESSION")}};
    for (const LibraryDrive &drive : drives) {
        rows << QStringList{QString::number(drive.id),
                            shown(drive.name),
                            shown(drive.model),
                            shown(drive.filesystem),
                            shown(drive.compression),
                            dateText(drive.measured),
                            shown(drive.dataSets.join(QLatin1Char(','))),
                            visibleText(shownPath(drive.sessionPath))};
    }
    return table(rows);
}

QString libraryShowText(const QList<LibraryDrive> &drives)
{
    QString text;
    for (const LibraryDrive &drive : drives) {
        if (!text.isEmpty())
            text += QLatin1Char('\n');
        text += Text::tr("Drive %1: %2\n").arg(QString::number(drive.id), shown(drive.name));
        const QList<QStringList> facts{
            {Text::tr("Session:"),
             visibleText(shownPath(drive.sessionPath)) + QStringLiteral(" (") + visibleText(drive.driveId)
                 + QLatin1Char(')')},
            {Text::tr("Measured:"), dateText(drive.measured)},
            {Text::tr("Model:"), shown(drive.model)},
            {Text::tr("Serial:"), shown(drive.serial)},
            {Text::tr("Filesystem:"), shown(drive.filesystem)},
            {Text::tr("Compression:"), shown(drive.compression)},
            {Text::tr("Kernel:"), shown(drive.kernel)},
            {Text::tr("CPU:"), shown(drive.cpu)},
        };
        text += table(facts);
        if (drive.results.isEmpty()) {
            text += Text::tr("No results.\n");
            continue;
        }
        QList<QStringList> rows{{Text::tr("DATA SET"), Text::tr("OPERATION"), Text::tr("VARIANT"), Text::tr("RUNS"),
                                 Text::tr("MEDIAN MB/S"), Text::tr("95 % CI"), Text::tr("FLAGS"),
                                 Text::tr("AGAINST PLAIN")}};
        for (const LibraryResult &result : drive.results) {
            rows << QStringList{visibleText(result.dataSet),
                                visibleText(result.operation),
                                variantName(result.variant),
                                QString::number(result.runs),
                                number(result.medianMBps, 1),
                                QStringLiteral("±") + number(result.ci95MBps, 1),
                                shown(flagNames(ResultFlags::fromInt(result.flags))),
                                comparisonText(result)};
        }
        text += table(rows);
    }
    return text;
}

QJsonArray libraryDrivesJson(const QList<LibraryDrive> &drives, bool withResults)
{
    QJsonArray array;
    for (const LibraryDrive &drive : drives) {
        QJsonObject object{
            {QStringLiteral("id"), drive.id},
            {QStringLiteral("session"), drive.sessionPath},
            {QStringLiteral("driveId"), drive.driveId},
            {QStringLiteral("label"), drive.label},
            {QStringLiteral("name"), drive.name},
            {QStringLiteral("model"), drive.model},
            {QStringLiteral("serial"), drive.serial},
            {QStringLiteral("filesystem"), drive.filesystem},
            {QStringLiteral("compression"), drive.compression},
            {QStringLiteral("kernel"), drive.kernel},
            {QStringLiteral("cpu"), drive.cpu},
            {QStringLiteral("os"), drive.os},
            {QStringLiteral("measured"),
             drive.measured.isValid() ? QJsonValue(drive.measured.toUTC().toString(Qt::ISODateWithMs))
                                      : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("dataSets"), QJsonArray::fromStringList(drive.dataSets)},
            {QStringLiteral("operations"), QJsonArray::fromStringList(drive.operations)},
        };
        if (withResults) {
            QJsonArray results;
            for (const LibraryResult &result : drive.results) {
                results.append(QJsonObject{
                    {QStringLiteral("dataSet"), result.dataSet},
                    {QStringLiteral("operation"), result.operation},
                    {QStringLiteral("variant"), variantName(result.variant)},
                    {QStringLiteral("runs"), result.runs},
                    {QStringLiteral("medianMBps"), result.medianMBps},
                    {QStringLiteral("ci95MBps"), result.ci95MBps},
                    {QStringLiteral("minMBps"), result.minMBps},
                    {QStringLiteral("maxMBps"), result.maxMBps},
                    {QStringLiteral("ratio"), optionalJson(result.ratio)},
                    {QStringLiteral("ratioLow"), optionalJson(result.ratioLow)},
                    {QStringLiteral("ratioHigh"), optionalJson(result.ratioHigh)},
                    {QStringLiteral("verdict"), enumName(VerdictNames, result.verdict)},
                    {QStringLiteral("flags"), flagsJson(result.flags)},
                });
            }
            object.insert(QStringLiteral("results"), results);
        }
        array.append(object);
    }
    return array;
}

} // namespace cm
