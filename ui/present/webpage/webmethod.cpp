// SPDX-License-Identifier: GPL-3.0-or-later
#include "webmethod.h"

#include "chart/displaynames.h"
#include "report/resultflags.h"
#include "report/summaryrows.h"
#include "report/textescape.h"
#include "util/shownpath.h"
#include "volume/volumename.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <climits>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(WebMethod)
};

// One "term: value" line of a definition list; nothing for an empty value.
QString fact(const QString &term, const QString &value)
{
    if (value.isEmpty())
        return {};
    return QStringLiteral("<dt>%1</dt><dd>%2</dd>\n").arg(htmlText(term), htmlText(value));
}

QString facts(const QString &body)
{
    return QStringLiteral("<dl>\n") + body + QStringLiteral("</dl>\n");
}

QString machineFacts(const Session &session)
{
    const MachineInfo &m = session.machine;
    return facts(fact(Text::tr("Processor"), m.cpu)
                 + fact(Text::tr("Logical cores"), m.logicalCores > 0 ? QString::number(m.logicalCores) : QString())
                 + fact(Text::tr("Memory"), m.memoryBytes > 0 ? dataSizeText(m.memoryBytes) : QString())
                 + fact(Text::tr("System"), m.os) + fact(Text::tr("Kernel"), m.kernel)
                 + fact(Text::tr("Measured"), session.created.toUTC().toString(Qt::ISODate)));
}

QString volumeText(const VolumeInfo &volume)
{
    QStringList parts;
    parts << volume.filesystem;
    if (!volume.mountOptions.isEmpty())
        parts << QStringLiteral("(%1)").arg(volume.mountOptions);
    // A RAM disk (tmpfs) and some network shares name no device.
    if (volume.device.isEmpty() || volume.device == volume.filesystem)
        parts << Text::tr("mounted at %1").arg(shownPath(volume.mountPoint));
    else
        parts << Text::tr("mounted at %1 from %2").arg(shownPath(volume.mountPoint), volumeName(volume));
    if (volume.totalBytes > 0)
        parts << Text::tr("%1, %2 free").arg(dataSizeText(volume.totalBytes), dataSizeText(volume.freeBytes));
    return parts.join(QLatin1Char(' '));
}

QString deviceText(const VolumeInfo &volume)
{
    QStringList parts;
    parts << volume.model.value_or(Text::tr("model not reported"));
    if (volume.blockDevice)
        parts << Text::tr("block device %1").arg(*volume.blockDevice);
    if (volume.rotational)
        parts << (*volume.rotational ? Text::tr("rotational") : Text::tr("solid state"));
    if (volume.logicalSectorBytes && volume.physicalSectorBytes)
        parts << Text::tr("sectors %1/%2 bytes")
                     .arg(QString::number(*volume.logicalSectorBytes), QString::number(*volume.physicalSectorBytes));
    return parts.join(QStringLiteral(", "));
}

// What compression saved on each data set: stored bytes compressed / plain.
QString achievedText(const DriveRecord &drive)
{
    QStringList parts;
    for (const DataSetRecord &dataSet : drive.dataSets) {
        if (!dataSet.compressed || !dataSet.compressed->onDiskBytes || !dataSet.plain.onDiskBytes
            || *dataSet.compressed->onDiskBytes <= 0)
            continue;
        const double ratio = double(*dataSet.plain.onDiskBytes) / double(*dataSet.compressed->onDiskBytes);
        parts << Text::tr("%1 %2:1 (%3 stored as %4)")
                     .arg(dataSetTitle(dataSet.manifest.kind), QString::number(ratio, 'f', 2),
                          dataSizeText(*dataSet.plain.onDiskBytes), dataSizeText(*dataSet.compressed->onDiskBytes));
    }
    return parts.join(QStringLiteral("; "));
}

QString compressionText(const DriveRecord &drive)
{
    QString text = compressionMethodTitle(drive.compression.method);
    if (!drive.compression.algorithm.isEmpty())
        text += QStringLiteral(", ") + drive.compression.algorithm;
    if (drive.loopImage)
        text += QStringLiteral("; ") + Text::tr("image on the drive: %1").arg(volumeText(drive.loopImage->volume));
    if (!drive.compression.note.isEmpty())
        text += QStringLiteral(" (") + drive.compression.note + QLatin1Char(')');
    return text;
}

QString dataSetsText(const DriveRecord &drive)
{
    QStringList parts;
    for (const DataSetRecord &dataSet : drive.dataSets) {
        const DataSetManifest &m = dataSet.manifest;
        // One arg() for all: a folder's path may hold "%3".
        QString text = Text::tr("%1: %2 in %n file(s), seed %3", nullptr, int(std::min<qint64>(m.files, INT_MAX)))
                           .arg(dataSetTitle(m.kind), dataSizeText(m.bytes), QString::number(m.seed));
        if (m.zstdRatio > 0)
            text += Text::tr(", zstd %1:1 on a sample").arg(QString::number(m.zstdRatio, 'f', 2));
        if (dataSet.sizing)
            text += Text::tr(", sized for reads of at least %1 s").arg(dataSet.sizing->minRunSeconds);
        parts << text;
    }
    return parts.join(QStringLiteral("; "));
}

QString driveFacts(const DriveRecord &drive)
{
    const Plan &plan = drive.plan;
    const QString repetitions = plan.adaptiveRepetitions
        ? Text::tr("until the 95 % interval is within 3 % of the median, at most %1").arg(plan.repetitions)
        : QString::number(plan.repetitions);
    return facts(
        fact(Text::tr("Device"), deviceText(drive.source)) + fact(Text::tr("Filesystem"), volumeText(drive.source))
        + fact(Text::tr("Compression"), compressionText(drive))
        + fact(Text::tr("Compression achieved"), achievedText(drive)) + fact(Text::tr("Data sets"), dataSetsText(drive))
        + fact(Text::tr("RAM disk"), volumeText(drive.target))
        + fact(Text::tr("Copier"),
               Text::tr("%1, %n thread(s)", nullptr, drive.copierThreads).arg(copierTitle(plan.copier.kind)))
        + fact(Text::tr("Repetitions"), repetitions)
        + fact(Text::tr("Cold caches"), drive.cacheModesText() + QStringLiteral(": ") + drive.cacheModeReason)
        + fact(Text::tr("Residency measured by"), drive.residencyMethod)
        + fact(Text::tr("Device bytes counted on"), drive.deviceCountedOn)
        + fact(Text::tr("Notes"), drive.notes.join(QStringLiteral("; "))));
}

// Every run of every result: how long, how fast, how cold, what disturbed it.
QString runsTable(const DriveRecord &drive)
{
    QString html = QStringLiteral("<table class=\"runs\"><thead><tr><th scope=\"col\">%1</th><th scope=\"col\">%2</th>"
                                  "<th scope=\"col\">%3</th><th scope=\"col\">%4</th><th scope=\"col\">%5</th>"
                                  "<th scope=\"col\">%6</th><th scope=\"col\">%7</th></tr></thead><tbody>\n")
                       .arg(htmlText(Text::tr("Result")), htmlText(Text::tr("Run")), htmlText(Text::tr("Seconds")),
                            htmlText(Text::tr("MB/s")), htmlText(Text::tr("In memory before")),
                            htmlText(Text::tr("Device read per byte")), htmlText(Text::tr("Disturbed by")));
    for (const ResultRecord &result : drive.results) {
        const QString name
            = QStringLiteral("%1, %2, %3")
                  .arg(dataSetTitle(result.dataSet), operationTitle(result.operation), variantName(result.variant));
        for (qsizetype i = 0; i < result.runs.size(); ++i) {
            const RunRecord &run = result.runs[i];
            const QString device = run.deviceBytesRead && run.bytes > 0
                ? QString::number(double(*run.deviceBytesRead) / double(run.bytes), 'f', 3)
                : QString();
            html += QStringLiteral("<tr><td>%1</td><td class=\"num\">%2</td><td class=\"num\">%3</td>"
                                   "<td class=\"num\">%4</td><td class=\"num\">%5 %</td><td class=\"num\">%6</td>"
                                   "<td>%7</td></tr>\n")
                        .arg(htmlText(name), QString::number(i + 1), QString::number(run.seconds, 'f', 3),
                             QString::number(run.megabytesPerSecond(), 'f', 1),
                             QString::number(run.residentBeforeFraction * 100.0, 'f', 2), device,
                             htmlText(run.interference.join(QStringLiteral("; "))));
        }
    }
    return html + QStringLiteral("</tbody></table>\n");
}

} // namespace

QString webMethodSection(const Session &session)
{
    QString html = QStringLiteral("<h3>%1</h3>\n").arg(htmlText(Text::tr("Machine"))) + machineFacts(session);
    const QStringList names = distinctDriveNames(session);
    for (qsizetype d = 0; d < session.drives.size(); ++d) {
        const DriveRecord &drive = session.drives[d];
        if (drive.results.isEmpty())
            continue;
        html += QStringLiteral("<h3>%1</h3>\n").arg(htmlText(names.value(d))) + driveFacts(drive);
        html += QStringLiteral("<details><summary>%1</summary>\n")
                    .arg(htmlText(Text::tr("Every run: how cold it started and what disturbed it")))
            + runsTable(drive) + QStringLiteral("</details>\n");
    }
    return html;
}

QString webFlagsSection()
{
    QString html = QStringLiteral("<dl>\n");
    for (const ResultFlag flag : flagList(ResultFlags::fromInt(0x7f)))
        html += fact(flagName(flag), flagExplanation(flag));
    return html + QStringLiteral("</dl>\n");
}

} // namespace cm
