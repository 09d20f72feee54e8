from spanproof.cli.app import main

main()
