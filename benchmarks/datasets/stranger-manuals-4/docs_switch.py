"""Quellnet QS series managed switch administrator guide (invented company and values)."""

from layout import render_manual

FILE = "Quellnet_QS_Series_Admin_Guide.pdf"
MODELS = ["QS-2410", "QS-2410P", "QS-4820X", "QS-4820XP"]


def build():
    def p1(pdf, ctx):
        pdf.title_block(
            [
                ("Quellnet Networks", 10, "B"),
                ("QS Series Managed Switches", 20, "B"),
                ("Administrator Guide - firmware 3.2", 15, ""),
                ("Document QN-AG-032, edition 4, February 2024", 10, ""),
                ("Models: QS-2410, QS-2410P, QS-4820X, QS-4820XP", 10, ""),
            ]
        )
        pdf.heading("", "Contents")
        pdf.dotted_entries(ctx["toc"])
        pdf.heading("", "About this guide", level=2)
        pdf.para(
            "This guide is for network administrators and support engineers. It applies to firmware 3.2.0 "
            "up to 3.2.5. Models whose name ends in P support Power over Ethernet; the QS-2410 and the "
            "QS-4820X do not."
        )
        pdf.callout(
            "CAUTION",
            "Do not remove power while the SYS LED is blinking green during a firmware upgrade. An "
            "interrupted upgrade can leave both image partitions unusable.",
        )

    def p2(pdf, ctx):
        pdf.heading("1", "Hardware overview")
        rows = [
            ["1G RJ45 ports", "24", "24", "48", "48"],
            ["Uplink ports", "4 x 10G SFP+", "4 x 10G SFP+", "4 x 25G SFP28", "4 x 25G SFP28"],
            ["PoE standard", "N/A", "IEEE 802.3at (PoE+)", "N/A", "IEEE 802.3bt (PoE++)"],
            ["PoE budget", "N/A", "370 W", "N/A", "740 W (a)"],
            ["Max. PoE power per port", "N/A", "30 W", "N/A", "60 W"],
            ["Max. power draw without PoE", "21 W", "38 W", "56 W", "72 W"],
            ["Switching capacity", "128 Gbps", "128 Gbps", "296 Gbps", "296 Gbps"],
            ["MAC address table", "16K entries", "16K entries", "32K entries", "32K entries"],
            ["Cooling", "Fanless", "2 fixed fans", "3 fans, hot-swap tray", "3 fans, hot-swap tray"],
            ["Second power supply slot", "No", "No", "No", "Yes"],
            ["Operating temperature", "0 °C to 50 °C", "0 °C to 45 °C", "0 °C to 45 °C", "0 °C to 40 °C (b)"],
            ["Rack units", "1U", "1U", "1U", "1U"],
        ]
        pdf.table(["Item", *MODELS], rows, [46, 30, 34, 32, 32], size=8.3)
        pdf.para("(a) With the second power supply QS-PSU1100 fitted: 1440 W.", size=8.5, style="I")
        pdf.para(
            "(b) Above 35 °C ambient the QS-4820XP limits its PoE budget to 520 W (single power supply).",
            size=8.5,
            style="I",
        )
        pdf.heading("1.1", "Front panel LEDs", level=2)
        leds = [
            ["SYS", "Green, steady", "Normal operation"],
            ["SYS", "Green, blinking", "Booting or firmware upgrade in progress"],
            ["SYS", "Amber, steady", "Hardware fault; see the system log"],
            ["SYS", "Amber, fast blinking", "Factory reset in progress"],
            ["PoE (P models)", "Amber, blinking", "Total PoE demand above the budget"],
            ["FAN (not QS-2410)", "Red, steady", "One or more fans stopped"],
            ["Port", "Green / amber", "1000 Mbit/s link / 10 or 100 Mbit/s link"],
        ]
        pdf.table(["LED", "State", "Meaning"], leds, [40, 44, 90], size=8.5)

    def p3(pdf, ctx):
        pdf.heading("2", "Management access")
        pdf.heading("2.1", "Factory defaults", level=2)
        pdf.para(
            "Out of the box the management interface requests an address by DHCP on VLAN 1. If no DHCP "
            "server answers within 60 s, the switch falls back to the static address 192.168.77.1/24. The "
            "default user is admin; the initial password is printed on the label on the underside of the "
            "switch and must be changed at the first login."
        )
        pdf.heading("2.2", "Console port", level=2)
        pdf.para(
            "RJ45 console port on the front panel: 115200 baud, 8 data bits, no parity, 1 stop bit, no flow "
            "control. Use console cable QN-CBL-RJ45U (USB-C to RJ45). The QS-4820X and QS-4820XP also have "
            "a USB-C console port with the same settings."
        )
        pdf.heading("2.3", "Management services", level=2)
        services = [
            ["SSH", "TCP 22", "Enabled", "Version 2 only"],
            ["Telnet", "TCP 23", "Disabled", "Not recommended"],
            ["HTTP", "TCP 80", "Enabled", "Redirects to HTTPS"],
            ["HTTPS", "TCP 443", "Enabled", "Self-signed certificate until replaced"],
            ["SNMP agent", "UDP 161", "Disabled", "v2c and v3"],
            ["SNMP traps", "UDP 162", "Disabled", "Sent to up to 4 receivers"],
            ["Remote syslog", "UDP 514", "Disabled", "Up to 2 servers"],
            ["RADIUS authentication", "UDP 1812", "Disabled", "Accounting on UDP 1813"],
            ["TACACS+", "TCP 49", "Disabled", ""],
        ]
        pdf.table(["Service", "Protocol / port", "Default", "Notes"], services, [44, 34, 30, 66], size=8.5)
        pdf.heading("2.4", "Sessions and login protection", level=2)
        sessions = [
            ["CLI idle timeout", "10 min", "0 (never) to 60 min"],
            ["Web session timeout", "15 min", "5 min to 120 min"],
            ["Failed logins before lockout", "5", "3 to 10"],
            ["Lockout duration", "900 s", "60 s to 3600 s"],
            ["Concurrent SSH sessions", "4", "1 to 8"],
        ]
        pdf.table(["Setting", "Default", "Range"], sessions, [70, 40, 64], size=8.5)

    def p4(pdf, ctx):
        pdf.heading("3", "Configuration defaults reference")
        pdf.para("Defaults after a factory reset on firmware 3.2.x. Ranges are the values the CLI accepts.")
        ref = [
            ["Spanning tree mode", "RSTP", "STP, RSTP, MSTP", "spanning-tree mode"],
            ["Bridge priority", "32768", "0 to 61440 in steps of 4096", "spanning-tree priority"],
            ["Hello time", "2 s", "1 s to 10 s", "spanning-tree hello-time"],
            ["Max age", "20 s", "6 s to 40 s", "spanning-tree max-age"],
            ["Forward delay", "15 s", "4 s to 30 s", "spanning-tree forward-delay"],
            ["MAC address ageing time", "300 s", "10 s to 1000000 s", "mac-address-table aging-time"],
            ["Maximum frame size", "1518 bytes", "1518 to 9216 bytes", "system mtu"],
            ["LLDP transmit interval", "30 s", "5 s to 32768 s", "lldp timer"],
            ["Loop protection", "Enabled on edge ports", "Enabled, Disabled", "loop-protect"],
            ["Error-disable recovery", "Off", "Off, 30 s to 86400 s", "errdisable recovery interval"],
            ["Broadcast storm control", "Disabled", "1 % to 100 % of link speed", "storm-control broadcast"],
            ["IGMP snooping", "Enabled", "Enabled, Disabled", "ip igmp snooping"],
            ["Management VLAN", "1", "1 to 4094", "management vlan"],
            ["PoE port priority (P models)", "Low", "Low, High, Critical", "poe priority"],
            ["PoE legacy detection (P models)", "Disabled", "Enabled, Disabled", "poe legacy"],
            ["PoE power-up mode (3.2.4 or later)", "802.3af", "802.3af, 802.3at, pre-at", "poe power-up-mode"],
            ["Energy-Efficient Ethernet", "Disabled", "Enabled, Disabled", "eee"],
        ]
        pdf.table(["Feature", "Default", "Range / options", "CLI command"], ref, [50, 34, 46, 44], size=8.2)
        pdf.heading("3.1", "Saving the configuration", level=2)
        pdf.para(
            "Configuration changes take effect at once but are lost at the next reload unless they are saved "
            "with the command write memory. The switch keeps the last 3 saved configurations as backups."
        )

    def p5(pdf, ctx):
        pdf.heading("4", "Firmware upgrade")
        pdf.para(
            "Recommended release: 3.2.5. Image files: qs24-3.2.5.bin for the QS-2410 and QS-2410P, "
            "qs48-3.2.5.bin for the QS-4820X and QS-4820XP. Switches running 2.x must first be upgraded to "
            "the bridge release 3.0.4."
        )
        pdf.heading("4.1", "Upgrade procedure", level=2)
        pdf.steps(
            [
                "Save the running configuration: write memory.",
                "Copy the startup configuration to a server: copy startup-config tftp://<server>/backup.cfg.",
                (
                    "Load the new image into the inactive partition:",
                    [
                        "Check the active partition with show boot.",
                        "Enter copy tftp://<server>/<image> image inactive.",
                        "Wait until the checksum verification reports OK.",
                    ],
                ),
                "Select the new image with boot system inactive.",
                "Enter reload and confirm. The SYS LED blinks green until the upgrade is finished.",
                "Log in again and confirm the new version with show version.",
            ]
        )
        pdf.para(
            "The reload with upgrade takes about 4 minutes on the QS-2410 models and about 7 minutes on the "
            "QS-4820 models."
        )
        pdf.heading("4.2", "Rollback", level=2)
        pdf.para(
            "To return to the previous image enter boot system alternate and then reload. Rolling back to a "
            "3.1.x image resets all PoE settings to their defaults."
        )
        pdf.heading("4.3", "Reset button", level=2)
        pdf.para(
            "Press the recessed RESET button with a paper clip. Held for 3 to 5 s: the switch restarts. "
            "Held for more than 12 s: factory defaults are restored and the SYS LED blinks amber fast."
        )
        pdf.heading("4.4", "Release history", level=2)
        history = [
            ["3.2.0", "March 2023", "MSTP with up to 16 instances; web UI dashboard"],
            ["3.2.3", "September 2023", "SNMPv3 AES-256; fixes LACP flapping on 25G uplinks"],
            ["3.2.4", "December 2023", "New PoE power-up mode setting"],
            ["3.2.5", "February 2024", "Fixes PoE ports that power-cycle powered devices (see TN-QS-117)"],
        ]
        pdf.table(["Version", "Released", "Main changes"], history, [24, 36, 114], size=8.5)

    def p6(pdf, ctx):
        pdf.heading("5", "System messages")
        pdf.para(
            "Messages are written to the local log (show logging) and, if configured, to remote syslog. "
            "Each message starts with its ID:",
            size=9.5,
        )
        pdf.bullets(
            [
                "ERR-101 - Power supply 1 failed. Check the mains input; replace the PSU if the LED stays off.",
                "ERR-102 - Power supply 2 failed or removed (QS-4820XP only).",
                "ERR-104 - Fan failure. On the QS-4820X and QS-4820XP replace fan tray QS-FAN48; the "
                "QS-2410P fans are not field-replaceable (return the unit).",
                "ERR-107 - Inlet temperature above 65 °C. The switch shuts down after 2 minutes.",
                "ERR-110 - PoE budget exceeded; the lowest-priority ports are powered down.",
                "ERR-115 - Startup configuration checksum error; the switch boots with factory defaults.",
                "WRN-211 - Loop detected; the port is error-disabled.",
                "WRN-214 - Unsupported transceiver; the port stays down.",
                "WRN-220 - User account locked after repeated failed logins.",
            ],
            size=9,
        )
        pdf.heading("6", "Troubleshooting")
        trouble = [
            ["Cannot reach the web UI", "HTTPS disabled or wrong VLAN", "Use the console; check ip http secure-server"],
            [
                "Port goes down every few minutes",
                "Loop protection (WRN-211)",
                "Remove the loop; set errdisable recovery",
            ],
            ["IP phones reboot randomly", "PoE budget exceeded (ERR-110)", "Set phone ports to PoE priority High"],
            ["Old access points get no power", "Pre-standard PoE device", "Enable poe legacy on that port"],
            ["Lost admin password", "-", "Reset to factory defaults with the RESET button"],
        ]
        pdf.table(["Symptom", "Cause", "Remedy"], trouble, [52, 52, 70], size=8.5)
        pdf.heading("", "Index")
        where = ctx["pages"]
        terms = [
            ("Console settings", ["2.2"]),
            ("Defaults reference", ["3"]),
            ("Factory reset", ["4.3"]),
            ("Firmware upgrade", ["4", "4.1"]),
            ("LEDs", ["1.1"]),
            ("Login lockout", ["2.4"]),
            ("PoE", ["1", "3"]),
            ("Release history", ["4.4"]),
            ("Rollback", ["4.2"]),
            ("Services and ports", ["2.3"]),
            ("Spanning tree", ["3"]),
            ("System messages", ["5"]),
            ("Troubleshooting", ["6"]),
        ]
        entries = [(t, sorted({where.get(s, 0) for s in secs})) for t, secs in terms]
        pdf.index_columns(entries)

    return render_manual("Quellnet Networks - QS Series", "QN-AG-032 Administrator Guide", [p1, p2, p3, p4, p5, p6])
